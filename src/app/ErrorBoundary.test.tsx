// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryableLazy } from '../ui/retryable-lazy';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(cleanup);

const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });

function Screen() {
  return <p>Order screen</p>;
}

describe('ErrorBoundary with a lazy screen', () => {
  it('downloads a screen again on "Try again" after its chunk failed (offline for a moment)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: Screen });
    const LazyScreen = retryableLazy(load);
    render(
      <I18nProvider i18n={i18n}>
        <ErrorBoundary>
          <Suspense fallback={<p>Loading</p>}>
            <LazyScreen />
          </Suspense>
        </ErrorBoundary>
      </I18nProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong while loading this page');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText('Order screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a screen that loaded: later renders do not download it again', async () => {
    const load = vi.fn().mockResolvedValue({ default: Screen });
    const LazyScreen = retryableLazy(load);
    const { rerender } = render(
      <Suspense fallback={null}>
        <LazyScreen />
      </Suspense>,
    );
    expect(await screen.findByText('Order screen')).toBeTruthy();
    rerender(
      <Suspense fallback={null}>
        <LazyScreen key="again" />
      </Suspense>,
    );
    expect(await screen.findByText('Order screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
