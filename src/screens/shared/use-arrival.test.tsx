// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext, type AppContextValue } from '../app-context';
import { createRouter } from '../../app/router';
import { Screen } from './Screen';

afterEach(cleanup);
const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });

function setup() {
  const router = createRouter({ mode: 'memory' });
  const value = { deps: { router } } as unknown as AppContextValue;
  const ui = (title: string) => (
    <I18nProvider i18n={i18n}>
      <AppContext.Provider value={value}>
        <input aria-label="Host field" />
        <Screen key={title} title={title}>
          <button type="button">Go</button>
        </Screen>
      </AppContext.Provider>
    </I18nProvider>
  );
  const view = render(ui('Home'));
  const show = (path: string, title: string) => {
    act(() => router.navigate(path));
    view.rerender(ui(title));
  };
  return { show };
}

describe('a screen the guest arrives on', () => {
  it('takes the focus on its heading once the guest has used the widget, never on the first screen', () => {
    const { show } = setup();
    expect(document.activeElement).toBe(document.body);
    // Navigations before any use of the widget (redirects while it loads) leave the focus alone.
    show('/menu', 'Menu');
    expect(document.activeElement).toBe(document.body);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Go' }));
    show('/menu/order', 'My order');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My order', level: 1 }));
  });

  it('leaves focus the host page holds, and a screen shown again on the same path', () => {
    const { show } = setup();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Go' }), { key: 'Enter' });
    const host = screen.getByRole('textbox', { name: 'Host field' });
    host.focus();
    show('/menu', 'Menu');
    expect(document.activeElement).toBe(host);
    (document.activeElement as HTMLElement).blur();
    show('/menu', 'Menu again');
    expect(document.activeElement).toBe(document.body);
  });
});
