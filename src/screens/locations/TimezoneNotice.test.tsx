// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimezoneNotice } from './TimezoneNotice';

afterEach(cleanup);

function renderIn(locale: string, tag: string) {
  const i18n = setupI18n({ locale, locales: [tag], messages: { [locale]: {} } });
  render(
    <I18nProvider i18n={i18n}>
      <TimezoneNotice offsetMinutes={180} onClose={() => undefined} />
    </I18nProvider>,
  );
  return screen.getByText(/GMT/).textContent ?? '';
}

describe('TimezoneNotice', () => {
  it('keeps the GMT offset left to right inside right-to-left text, sign before the digits', () => {
    expect(renderIn('he', 'he')).toMatch(/\u2066GMT[^\u2069]*\+[^\u2069]*\u2069/);
  });

  it('leaves the offset plain in a left-to-right language', () => {
    const text = renderIn('en_US', 'en-US');
    expect(text).toContain('GMT');
    expect(text).not.toMatch(/[\u2066-\u2069]/);
  });
});
