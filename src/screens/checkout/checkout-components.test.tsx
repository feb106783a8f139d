// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChallengeModal } from './ChallengeModal';
import { CheckoutFields, type FieldView } from './CheckoutFields';
import { COUPON_OUTSIDE_CLOSE_MS, CouponModal, type CouponModalProps } from './CouponModal';
import { GuestChoicePopup } from './GuestChoicePopup';
import { PaymentChooser } from './PaymentChooser';
import { TipChooser } from './TipChooser';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });
const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

const field = (name: FieldView['name'], extra: Partial<FieldView> = {}): FieldView => ({
  name,
  required: true,
  readOnly: false,
  type: 'text',
  min: null,
  max: null,
  label: null,
  ...extra,
});
const US_ONLY = { options: [{ value: 'us', label: 'United States (+1)' }], value: 'us', choose: () => undefined };

describe('CheckoutFields', () => {
  it('labels fields, marks optional ones, and leaves coupon and tip to their own controls', () => {
    wrap(
      <CheckoutFields
        fields={[field('firstName'), field('email', { required: false, type: 'email' }), field('coupons'), field('tip')]}
        values={{ firstName: 'Ada' }}
        errors={{ firstName: 'Enter your first name.' }}
        onChange={() => undefined}
        phoneCountry={US_ONLY}
      />,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email (optional)' }).getAttribute('type')).toBe('email');
    expect(screen.queryByRole('textbox', { name: /coupon/i })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('makes a non-editable field read-only and uses the business label when it has one', () => {
    wrap(
      <CheckoutFields
        fields={[field('roomNumber', { readOnly: true, label: 'Suite' })]}
        values={{ roomNumber: '101' }}
        errors={{}}
        onChange={() => undefined}
        phoneCountry={US_ONLY}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Suite' }) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.value).toBe('101');
  });

  it('offers 1 to 10 guests and counts the comment characters, truncating at the max', () => {
    const onChange = vi.fn();
    wrap(
      <CheckoutFields
        fields={[field('guestCount'), field('comments', { required: false, max: 5 })]}
        values={{ comments: 'ab' }}
        errors={{}}
        onChange={onChange}
        phoneCountry={US_ONLY}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Number of guests' }) as HTMLSelectElement;
    expect([...select.options].filter((option) => option.value).map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    fireEvent.change(select, { target: { value: '4' } });
    expect(onChange).toHaveBeenCalledWith('guestCount', '4');
    expect(screen.getByText('Limit 5 characters, left 3')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comments (optional)' }), { target: { value: 'abcdefgh' } });
    expect(onChange).toHaveBeenLastCalledWith('comments', 'abcde');
  });

  it('puts the country code chooser before the phone number', () => {
    const choose = vi.fn();
    const options = [
      { value: 'il', label: 'Israel (+972)' },
      { value: 'us', label: 'United States (+1)' },
    ];
    wrap(
      <CheckoutFields
        fields={[field('phone', { type: 'phone' })]}
        values={{ phone: '' }}
        errors={{}}
        onChange={() => undefined}
        phoneCountry={{ options, value: 'us', choose }}
      />,
    );
    const country = screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
    expect(country.value).toBe('us');
    expect(country.compareDocumentPosition(screen.getByRole('textbox', { name: 'Phone' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(country, { target: { value: 'il' } });
    expect(choose).toHaveBeenCalledWith('il');
  });
});

describe('PaymentChooser', () => {
  it('is disabled with one option', () => {
    wrap(<PaymentChooser options={['PAY_IN_PERSON']} value="PAY_IN_PERSON" onChange={() => undefined} />);
    expect(screen.getByText('Pay in person')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Change payment method' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the chooser, applies a method and closes', () => {
    const onChange = vi.fn();
    wrap(<PaymentChooser options={['WALLET', 'PAY_IN_PERSON', 'CASH']} value="WALLET" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change payment method' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose payment method' });
    expect(dialog.getAttribute('style')).toContain('358px');
    expect(screen.getByRole('button', { name: 'Credit card' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cash' }));
    expect(onChange).toHaveBeenCalledWith('CASH');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** A stand-in for the domain's decimal rule: digits, one dot, two decimals. */
const decimal = (text: string) => (/^(\d+(\.\d{0,2})?)?$/.test(text) ? text : null);

describe('TipChooser', () => {
  it('shows each percent, custom and no tip, with the amount', () => {
    const onChoose = vi.fn();
    wrap(
      <TipChooser
        options={[10, 15, 20]}
        choice={{ kind: 'percent', percent: 15 }}
        customText=""
        amount={375}
        currency="USD"
        onChoose={onChoose}
        onCustom={() => undefined}
        parseInput={decimal}
      />,
    );
    expect(screen.getByRole('group', { name: 'Tip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '15%' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Tip amount: $3.75')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No tip' }));
    expect(onChoose).toHaveBeenCalledWith({ kind: 'none' });
    fireEvent.click(screen.getByRole('button', { name: '20%' }));
    expect(onChoose).toHaveBeenLastCalledWith({ kind: 'percent', percent: 20 });
  });

  it('shows a percentage of 0 (a cleared checkout) as No tip, and as 0% where the business offers 0%', () => {
    const chooser = (options: number[]) => (
      <TipChooser
        options={options}
        choice={{ kind: 'percent', percent: 0 }}
        customText=""
        amount={0}
        currency="USD"
        onChoose={() => undefined}
        onCustom={() => undefined}
        parseInput={decimal}
      />
    );
    const { unmount } = wrap(chooser([10, 15]));
    expect(screen.getByRole('button', { name: 'No tip' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '10%' }).getAttribute('aria-pressed')).toBe('false');
    unmount();
    wrap(chooser([0, 10]));
    expect(screen.getByRole('button', { name: '0%' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'No tip' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('takes a custom tip in the popup, refusing what the decimal rule refuses', () => {
    const onCustom = vi.fn();
    wrap(
      <TipChooser
        options={[10]}
        choice={{ kind: 'none' }}
        customText=""
        amount={0}
        currency="USD"
        onChoose={() => undefined}
        onCustom={onCustom}
        parseInput={decimal}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const input = screen.getByRole('textbox', { name: 'Tip amount ($)' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '4.5' } });
    fireEvent.change(input, { target: { value: '4.505' } });
    expect(input.value).toBe('4.5');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onCustom).toHaveBeenCalledWith('4.5');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CouponModal', () => {
  const props = (extra: Partial<CouponModalProps> = {}): CouponModalProps => ({
    open: true,
    state: 'add',
    coupon: null,
    onApply: vi.fn(),
    onRemove: vi.fn(),
    onRetry: vi.fn(),
    onClose: vi.fn(),
    ...extra,
  });

  it('requires a code, then applies the trimmed code', () => {
    const p = props();
    wrap(<CouponModal {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(p.onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a coupon code')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: ' SAVE10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(p.onApply).toHaveBeenCalledWith('SAVE10');
  });

  it('shows each state: applying, done, error with retry, general error, removing', () => {
    const p = props({ state: 'applying' });
    const view = wrap(<CouponModal {...p} />);
    expect(screen.getByRole('status').textContent).toContain('Applying the coupon');
    view.rerender(
      <I18nProvider i18n={i18n}>
        <CouponModal {...p} state="done" coupon={{ code: 'SAVE10', name: '10% off' }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Coupon 10% off applied.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(p.onRemove).toHaveBeenCalled();
    view.rerender(
      <I18nProvider i18n={i18n}>
        <CouponModal {...p} state="error" />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Code not valid. Enter another code and try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalled();
    view.rerender(
      <I18nProvider i18n={i18n}>
        <CouponModal {...p} state="general-error" />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(p.onClose).toHaveBeenCalledTimes(1);
    view.rerender(
      <I18nProvider i18n={i18n}>
        <CouponModal {...p} state="removing" />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Removing the coupon');
  });

  it('reopened with a coupon on the cart, shows it with Remove', () => {
    const p = props({ coupon: { code: 'SAVE10', name: 'SAVE10' } });
    wrap(<CouponModal {...p} />);
    expect(screen.getByRole('status').textContent).toBe('Coupon SAVE10 applied.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(p.onRemove).toHaveBeenCalled();
  });

  it('closes 500 ms after a click outside it', () => {
    vi.useFakeTimers();
    const p = props();
    wrap(<CouponModal {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Coupon' });
    expect(dialog.getAttribute('style')).toContain('312px');
    fireEvent.click(dialog);
    act(() => vi.advanceTimersByTime(COUPON_OUTSIDE_CLOSE_MS - 1));
    expect(p.onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('guest choice and 3-D Secure', () => {
  it('lets the guest pick who they are', () => {
    const onChoose = vi.fn();
    wrap(
      <GuestChoicePopup
        guests={[
          { token: 'RT-202-DANA', firstName: 'Dana' },
          { token: 'RT-202-AVI', firstName: 'Avi' },
        ]}
        onChoose={onChoose}
        onCancel={() => undefined}
        onNotListed={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Avi' }));
    expect(onChoose).toHaveBeenCalledWith('RT-202-AVI');
  });

  it("has a way out: Close, Cancel and I'm not listed", () => {
    const onCancel = vi.fn();
    const onNotListed = vi.fn();
    wrap(<GuestChoicePopup guests={[{ token: 'RT-202-DANA', firstName: 'Dana' }]} onChoose={() => undefined} onCancel={onCancel} onNotListed={onNotListed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: "I'm not listed" }));
    expect(onNotListed).toHaveBeenCalledTimes(1);
  });

  it('shows the challenge page in a titled iframe and cancels', () => {
    const onCancel = vi.fn();
    wrap(<ChallengeModal active url="/wallet/challenge.html?order=1&payment=2" onCancel={onCancel} />);
    const frame = screen.getByTitle('Card authentication') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/wallet/challenge.html?order=1&payment=2');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('waits for the card terminal without a page', () => {
    wrap(<ChallengeModal active url={null} onCancel={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Pay at the card terminal' })).toBeTruthy();
    expect(screen.queryByTitle('Card authentication')).toBeNull();
  });
});
