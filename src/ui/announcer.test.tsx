// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncerProvider, DialogLiveRegions, KEPT_MESSAGES, ROOT_OUTLET, createAnnouncer, useAnnounce } from './announcer';

afterEach(cleanup);

/** Says messages at once (the default waits a task, see the last test). */
const now = (say: () => void) => say();

const regions = (container: HTMLElement, politeness: 'polite' | 'assertive') =>
  Array.from(container.querySelectorAll(`[data-announcer="${politeness}"]`)).map((region) => Array.from(region.children, (p) => p.textContent).join(' | '));

describe('createAnnouncer', () => {
  it('keeps the latest few messages, each with a new id even when the text repeats', () => {
    const announcer = createAnnouncer(now);
    announcer.announce('Total: $12.00');
    announcer.announce('Total: $12.00');
    announcer.announce('The payment failed.', 'assertive');
    const [first, second, third] = announcer.$messages.get();
    expect([first!.text, second!.text]).toEqual(['Total: $12.00', 'Total: $12.00']);
    expect(second!.id).toBeGreaterThan(first!.id);
    expect(third).toMatchObject({ text: 'The payment failed.', politeness: 'assertive' });
    announcer.announce('Margherita added to your order.');
    expect(announcer.$messages.get()).toHaveLength(KEPT_MESSAGES);
    expect(announcer.$messages.get().at(-1)?.text).toBe('Margherita added to your order.');
  });

  it('ignores empty messages', () => {
    const announcer = createAnnouncer(now);
    announcer.announce('   ');
    expect(announcer.$messages.get()).toEqual([]);
  });

  it('says each message into the topmost outlet open at the time', () => {
    const announcer = createAnnouncer(now);
    announcer.announce('before');
    expect(announcer.$messages.get().at(-1)?.outlet).toBe(ROOT_OUTLET);
    const dialog = announcer.openOutlet();
    announcer.announce('inside');
    expect(announcer.$messages.get().at(-1)?.outlet).toBe(dialog.id);
    dialog.close();
    expect(announcer.$outlets.get()).toEqual([ROOT_OUTLET]);
    announcer.announce('after');
    expect(announcer.$messages.get().at(-1)?.outlet).toBe(ROOT_OUTLET);
  });
});

describe('AnnouncerProvider and DialogLiveRegions', () => {
  function Harness() {
    const [dialog, setDialog] = useState(false);
    const announce = useAnnounce();
    return (
      <>
        <button type="button" onClick={() => announce('Margherita added to your order.')}>
          add
        </button>
        <button type="button" onClick={() => announce('Check the fields marked in red.', 'assertive')}>
          error
        </button>
        <button type="button" onClick={() => setDialog((open) => !open)}>
          toggle
        </button>
        {dialog ? (
          <div role="dialog">
            <DialogLiveRegions />
          </div>
        ) : null}
      </>
    );
  }

  it("renders empty polite and assertive regions first, then the messages in the element's own regions", () => {
    const announcer = createAnnouncer(now);
    const { container, getByText } = render(
      <AnnouncerProvider announcer={announcer}>
        <Harness />
      </AnnouncerProvider>,
    );
    expect(regions(container, 'polite')).toEqual(['']);
    expect(container.querySelector('[data-announcer="polite"]')?.getAttribute('aria-live')).toBe('polite');
    expect(container.querySelector('[data-announcer="assertive"]')?.getAttribute('aria-live')).toBe('assertive');
    act(() => getByText('add').click());
    expect(regions(container, 'polite')).toEqual(['Margherita added to your order.']);
    act(() => getByText('error').click());
    expect(regions(container, 'assertive')).toEqual(['Check the fields marked in red.']);
  });

  it("while a dialog is open, says messages in the dialog's regions (the rest is inert), and leaves them there", () => {
    const announcer = createAnnouncer(now);
    const { container, getByText, getByRole } = render(
      <AnnouncerProvider announcer={announcer}>
        <Harness />
      </AnnouncerProvider>,
    );
    act(() => getByText('toggle').click());
    act(() => getByText('add').click());
    const dialog = getByRole('dialog');
    expect(dialog.querySelector('[data-announcer="polite"]')?.textContent).toBe('Margherita added to your order.');
    // The element's own region (last in the DOM) stays quiet: the message is not read twice.
    expect(regions(container, 'polite')).toEqual(['Margherita added to your order.', '']);
    act(() => getByText('toggle').click());
    expect(regions(container, 'polite')).toEqual(['']);
  });

  it('does nothing outside a provider', () => {
    function Alone() {
      const announce = useAnnounce();
      return (
        <button type="button" onClick={() => announce('nobody hears this')}>
          say
        </button>
      );
    }
    const { getByText, container } = render(<Alone />);
    act(() => getByText('say').click());
    expect(container.querySelector('[data-announcer]')).toBeNull();
  });

  it('by default places a message a task later, in the regions left once a closing dialog is gone', () => {
    vi.useFakeTimers();
    try {
      const announcer = createAnnouncer();
      const dialog = announcer.openOutlet();
      announcer.announce('Bistecca added to your order.');
      dialog.close();
      expect(announcer.$messages.get()).toEqual([]);
      vi.runAllTimers();
      expect(announcer.$messages.get().at(-1)).toMatchObject({ text: 'Bistecca added to your order.', outlet: ROOT_OUTLET });
    } finally {
      vi.useRealTimers();
    }
  });
});
