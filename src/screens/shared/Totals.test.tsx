// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryList } from './Totals';

afterEach(cleanup);

describe('SummaryList', () => {
  it("says an inclusive tax is included, in the widget's words; an added tax shows its name alone", () => {
    const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });
    render(
      <I18nProvider i18n={i18n}>
        <SummaryList
          currency="USD"
          summary={{
            subtotal: 2400,
            serviceCharges: [],
            tip: 0,
            discount: 0,
            total: 2613,
            taxes: [
              { name: 'VAT 10%', amount: 218, inclusive: true },
              { name: 'NY Sales Tax', amount: 213, inclusive: false },
            ],
          }}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('VAT 10% (included)', { selector: 'dt' })).toBeTruthy();
    // The platform's name in its own direction (a <bdi> inside the term).
    expect(screen.getByText('NY Sales Tax', { selector: 'dt > bdi' })).toBeTruthy();
  });

  it("names taxes and service charges from the translation file, the platform's name where it has none", () => {
    const i18n = setupI18n({ locale: 'he', locales: ['he'], messages: { he: {} } });
    render(
      <I18nProvider i18n={i18n}>
        <SummaryList
          currency="USD"
          chargeNames={{ 'NY Sales Tax': 'מס מכירה של ניו יורק', 'Service charge 3%': 'דמי שירות 3%' }}
          summary={{
            subtotal: 2400,
            serviceCharges: [{ name: 'Service charge 3%', amount: 72 }],
            tip: 0,
            discount: 0,
            total: 2685,
            taxes: [
              { name: 'NY Sales Tax', amount: 213, inclusive: false },
              { name: 'Resort levy', amount: 100, inclusive: true },
            ],
          }}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('מס מכירה של ניו יורק', { selector: 'dt > bdi' })).toBeTruthy();
    expect(screen.getByText('דמי שירות 3%', { selector: 'dt > bdi' })).toBeTruthy();
    expect(screen.getByText(/Resort levy/, { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByText('NY Sales Tax', { selector: 'dt > bdi' })).toBeNull();
  });
});
