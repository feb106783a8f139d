// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';
import { Price } from './Price';
import { QuantityStepper } from './QuantityStepper';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

afterEach(cleanup);
const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });
const wrap = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Details">
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

describe('ui primitives', () => {
  it('Modal uses a native dialog, closes on Escape (cancel) and returns focus to the trigger', () => {
    wrap(<ModalHarness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Details' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('Modal gives the focus back to the control named by returnFocusTo, not to what had the focus at its opening', () => {
    function Named() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button">Place order</button>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="Who is ordering?"
            returnFocusTo={() => screen.getByRole('button', { name: 'Place order', hidden: true })}
          >
            <p>Choose</p>
          </Modal>
        </>
      );
    }
    wrap(<Named />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Place order' }));
  });

  it('Modal gives the focus back to a trigger disabled while it was open once the trigger is enabled again', async () => {
    function Busy() {
      const [open, setOpen] = useState(false);
      const [busy, setBusy] = useState(false);
      return (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setOpen(true);
              setBusy(true);
            }}
          >
            Place order
          </button>
          <button type="button" onClick={() => setBusy(false)}>
            Done waiting
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Who is ordering?">
            <p>Choose</p>
          </Modal>
        </>
      );
    }
    wrap(<Busy />);
    const trigger = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    // A browser cannot focus the disabled button (the test's DOM can, so the focus is taken away).
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.click(screen.getByRole('button', { name: 'Done waiting', hidden: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(trigger);
  });

  it('Modal close button has an accessible name', () => {
    wrap(<ModalHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('TextField links its label, optional marker and error', () => {
    wrap(<TextField label="Email" optional autoComplete="email" value="x" onValueChange={() => undefined} error="Invalid email" />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('autocomplete')).toBe('email');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Invalid email');
  });

  it('TextArea with a limit: the counter describes it, is said politely as it changes, and input is cut whole at the limit', () => {
    const changes: string[] = [];
    function Comment() {
      const [value, setValue] = useState('ab');
      return (
        <TextArea
          label="Comments"
          optional
          max={5}
          value={value}
          onValueChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    wrap(<Comment />);
    const input = screen.getByRole('textbox', { name: 'Comments (optional)' });
    const counter = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(counter.textContent).toBe('Limit 5 characters, left 3');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(input, { target: { value: 'abcd😀' } });
    // The emoji's two halves do not fit in the one place left: it is dropped whole, not cut in half.
    expect(changes.at(-1)).toBe('abcd');
    expect(counter.textContent).toBe('Limit 5 characters, left 1');
  });

  it('TextArea without a limit has no counter', () => {
    wrap(<TextArea label="Notes" max={0} value="" onValueChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Notes' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/^Limit/)).toBeNull();
  });

  it('QuantityStepper never goes below 1', () => {
    const changes: number[] = [];
    wrap(<QuantityStepper value={1} onChange={(value) => changes.push(value)} itemName="Tea" />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Tea' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Tea' }));
    expect(changes).toEqual([2]);
  });

  it("QuantityStepper writes the count in the language's own digits (Arabic-Indic in Arabic)", () => {
    const arabic = setupI18n({ locale: 'ar', locales: ['ar-u-nu-arab'], messages: { ar: {} } });
    render(
      <I18nProvider i18n={arabic}>
        <QuantityStepper value={12} onChange={() => undefined} itemName="Tea" />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('١٢');
  });

  it('Price formats minor units with the currency', () => {
    wrap(<Price amount={123456} currency="USD" />);
    expect(screen.getByText('$1,234.56')).toBeTruthy();
  });
});
