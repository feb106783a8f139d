// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';
import { createPopupQueue, PopupQueueProvider, usePopupTurn, type PopupQueue } from './popup-queue';

afterEach(cleanup);
const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });

describe('createPopupQueue', () => {
  it('shows the first popup that asked; the next in line once it leaves', () => {
    const queue = createPopupQueue();
    expect(queue.$shown.get()).toBeNull();
    queue.request('sorry');
    queue.request('time-zone');
    expect(queue.$shown.get()).toBe('sorry');
    queue.release('sorry');
    expect(queue.$shown.get()).toBe('time-zone');
    queue.release('time-zone');
    expect(queue.$shown.get()).toBeNull();
  });

  it('keeps the place of a popup that asks again, and lets a waiting popup leave without a turn', () => {
    const queue = createPopupQueue();
    queue.request('a');
    queue.request('b');
    queue.request('c');
    queue.request('a');
    expect(queue.$shown.get()).toBe('a');
    queue.release('b');
    queue.release('a');
    expect(queue.$shown.get()).toBe('c');
    queue.release('unknown');
    expect(queue.$shown.get()).toBe('c');
  });
});

/** A popup the element raises by itself: open until its OK is pressed. */
function Notice({ title, queued = true, children }: { title: string; queued?: boolean | string; children?: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={title} queued={queued}>
      <button type="button" onClick={() => setOpen(false)}>
        OK
      </button>
      {children}
    </Modal>
  );
}

const renderIn = (queue: PopupQueue | null, node: ReactNode) =>
  render(<I18nProvider i18n={i18n}>{queue ? <PopupQueueProvider queue={queue}>{node}</PopupQueueProvider> : node}</I18nProvider>);

const dialogNames = () =>
  screen
    .queryAllByRole('dialog')
    .map((dialog) => dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent);

describe('queued Modal', () => {
  it('shows one queued popup at a time: the second opens when the first is closed', () => {
    renderIn(
      createPopupQueue(),
      <>
        <Notice title="Sorry" />
        <Notice title="Different time zone" />
      </>,
    );
    expect(dialogNames()).toEqual(['Sorry']);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(dialogNames()).toEqual(['Different time zone']);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(dialogNames()).toEqual([]);
  });

  it('a popup asking later waits behind the one shown', () => {
    const queue = createPopupQueue();
    function Later() {
      const [asked, setAsked] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setAsked(true)}>
            Raise
          </button>
          {asked ? <Notice title="Sorry" /> : null}
        </>
      );
    }
    renderIn(
      queue,
      <>
        <Later />
        <Notice title="Different time zone" />
      </>,
    );
    expect(dialogNames()).toEqual(['Different time zone']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Raise', hidden: true })));
    expect(dialogNames()).toEqual(['Different time zone']);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(dialogNames()).toEqual(['Sorry']);
  });

  it('a popup whose code comes late takes the place reserved when it was asked, ahead of one that asked after', () => {
    // The outlet reserves the notice's place as the notice is raised; the dialog's code is still loading.
    function Outlet({ codeIn }: { codeIn: boolean }) {
      usePopupTurn('notice', true);
      return codeIn ? <Notice title="Sorry" queued="notice" /> : null;
    }
    const queue = createPopupQueue();
    const tree = (codeIn: boolean, listShown: boolean) => (
      <I18nProvider i18n={i18n}>
        <PopupQueueProvider queue={queue}>
          <Outlet codeIn={codeIn} />
          {listShown ? <Notice title="Different time zone" /> : null}
        </PopupQueueProvider>
      </I18nProvider>
    );
    const { rerender } = render(tree(false, false));
    // The list's code came first and its time-zone notice asked: it waits behind the reserved place.
    rerender(tree(false, true));
    expect(dialogNames()).toEqual([]);
    rerender(tree(true, true));
    expect(dialogNames()).toEqual(['Sorry']);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(dialogNames()).toEqual(['Different time zone']);
  });

  it('a popup the guest opens from a dialog is not queued: it stacks on that dialog', () => {
    renderIn(
      createPopupQueue(),
      <Notice title="Sorry">
        <Notice title="Details" queued={false} />
      </Notice>,
    );
    expect(dialogNames()).toEqual(['Sorry', 'Details']);
  });

  it('outside a provider, a queued popup shows at once', () => {
    renderIn(
      null,
      <>
        <Notice title="Sorry" />
        <Notice title="Different time zone" />
      </>,
    );
    expect(dialogNames()).toEqual(['Sorry', 'Different time zone']);
  });
});
