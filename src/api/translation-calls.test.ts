import { is } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createMissedReporter } from './missed-translations';
import { BusinessTranslationsResponseSchema, ExperienceTranslationsResponseSchema } from './schemas-translations';
import { testPlatformApi, wireBusinessConfiguration, type Answer, type RecordedCall } from './test-support';
import type { WireBusinessTranslationsResponse, WireExperienceTranslationsResponse } from './wire';

const businessFile = (): WireBusinessTranslationsResponse => ({
  language: 'he',
  data: [
    { resource_id: '2003', name: 'טרטוריה לומן', short_description: 'איטלקית', long_description: null },
    { resource_id: '2004', name: '  ' },
  ],
  charges: { 'NY Sales Tax': 'מס מכירה', Blank: ' ' },
  allergens: { dairy: 'חלב' },
  sales: { '901': 'בחירת השף' },
  links: { 'Legal notice': 'הודעה משפטית', Terms: '' },
});
const experienceFile = (): WireExperienceTranslationsResponse => ({
  language: 'he',
  data: [
    { resource_id: '4003', name: 'איסוף עצמי', disclaimer: '<p>שימו לב</p>' },
    { resource_id: '4004', name: null },
  ],
});

/** The business configuration naming `translations` as its translation host (null: none). */
const configured = (translations: string | null = 'https://tr.test/files') => {
  const wire = wireBusinessConfiguration();
  wire.data.translations_url = translations;
  return wire;
};

const route =
  (files: Record<string, Answer>) =>
  (call: RecordedCall): Answer => {
    if (call.url.includes('/business/configurations')) return { json: configured() };
    return files[call.url] ?? { status: 404, json: { code: 404, message: 'NOT_FOUND' } };
  };

describe('translation files: schemas', () => {
  it('accept the files, with and without the optional maps, and refuse mistyped entries', () => {
    expect(is(businessFile(), BusinessTranslationsResponseSchema)).toBe(true);
    expect(is({ language: 'he', data: [] }, BusinessTranslationsResponseSchema)).toBe(true);
    expect(is({ language: 'he', data: [{ resource_id: 2003 }] }, BusinessTranslationsResponseSchema)).toBe(false);
    expect(is({ ...businessFile(), charges: { tax: 5 } }, BusinessTranslationsResponseSchema)).toBe(false);
    expect(is(experienceFile(), ExperienceTranslationsResponseSchema)).toBe(true);
    expect(is({ language: 'he', data: [{ resource_id: '1', name: 3 }] }, ExperienceTranslationsResponseSchema)).toBe(false);
  });
});

describe('getPlatformTexts', () => {
  it('is null without a request when the business names no translation host', async () => {
    const { api, calls } = testPlatformApi([{ json: configured(null) }]);
    await api.getBusinessConfiguration();
    await expect(api.getPlatformTexts('he')).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('fetches both files of the language from the host and merges them, leaving out blank texts', async () => {
    const { api, calls } = testPlatformApi(
      route({
        'https://tr.test/files/12/he/business.json': { json: businessFile() },
        'https://tr.test/files/12/he/experience.json': { json: experienceFile() },
      }),
    );
    await api.getBusinessConfiguration();
    const texts = await api.getPlatformTexts('he');
    expect(
      calls
        .slice(1)
        .map((call) => call.url)
        .sort(),
    ).toEqual(['https://tr.test/files/12/he/business.json', 'https://tr.test/files/12/he/experience.json']);
    expect(texts).toEqual({
      language: 'he',
      places: { '2003': { name: 'טרטוריה לומן', shortDescription: 'איטלקית' } },
      experiences: { '4003': { name: 'איסוף עצמי', disclaimer: '<p>שימו לב</p>' } },
      charges: { 'NY Sales Tax': 'מס מכירה' },
      allergens: { dairy: 'חלב' },
      sales: { '901': 'בחירת השף' },
      links: { 'Legal notice': 'הודעה משפטית' },
    });
  });

  it('keeps the file that loaded when the other fails, and is null when both fail or are malformed', async () => {
    const half = testPlatformApi(route({ 'https://tr.test/files/12/he/experience.json': { json: experienceFile() } }));
    await half.api.getBusinessConfiguration();
    expect((await half.api.getPlatformTexts('he'))?.experiences['4003']?.name).toBe('איסוף עצמי');
    const none = testPlatformApi(route({ 'https://tr.test/files/12/he/business.json': { json: { language: 'he', data: 'x' } } }));
    await none.api.getBusinessConfiguration();
    await expect(none.api.getPlatformTexts('he')).resolves.toBeNull();
  });

  it('never asks a translation host the URL allow-list refuses', async () => {
    const { api, calls } = testPlatformApi([{ json: configured('javascript:alert(1)') }]);
    await api.getBusinessConfiguration();
    await expect(api.getPlatformTexts('he')).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });
});

describe('reportMissedTranslation', () => {
  it('posts each distinct message once, batched, in the language of the moment, and swallows failures', async () => {
    const { api, calls } = testPlatformApi(() => ({ status: 500, json: { code: 500, message: 'down' } }));
    api.reportMissedTranslation({ message: 'BRAND_NEW', code: 7001, info: 'checkout' });
    api.reportMissedTranslation({ message: 'OTHER', code: 7002, info: 'general' });
    api.reportMissedTranslation({ message: 'BRAND_NEW', code: 7001, info: 'coupon' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://p.test/restaurants/api/v3/translations/12/en_US/missed',
      body: {
        missed: [
          { message: 'BRAND_NEW', code: 7001, info: 'checkout' },
          { message: 'OTHER', code: 7002, info: 'general' },
        ],
      },
    });
    api.reportMissedTranslation({ message: 'BRAND_NEW', code: 7001, info: 'checkout' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });
});

describe('createMissedReporter', () => {
  it('dedupes by message (by code without one), skips empty facts, and sends what arrived together as one list', () => {
    const sent: unknown[][] = [];
    const deferred: (() => void)[] = [];
    const reporter = createMissedReporter(
      async (batch) => void sent.push(batch),
      (run) => void deferred.push(run),
    );
    reporter.report({ message: '', code: null, info: 'general' });
    reporter.report({ message: '', code: 4711, info: 'general' });
    reporter.report({ message: '', code: 4711, info: 'checkout' });
    reporter.report({ message: 'X', code: 4711, info: 'general' });
    expect(deferred).toHaveLength(1);
    deferred.shift()!();
    expect(sent).toEqual([
      [
        { message: '', code: 4711, info: 'general' },
        { message: 'X', code: 4711, info: 'general' },
      ],
    ]);
    reporter.report({ message: 'Y', code: null, info: 'transaction' });
    expect(deferred).toHaveLength(1);
    deferred.shift()!();
    expect(sent[1]).toEqual([{ message: 'Y', code: null, info: 'transaction' }]);
  });

  it('drops a send that throws or rejects without surfacing it', async () => {
    const reporter = createMissedReporter(
      () => {
        throw new Error('boom');
      },
      (run) => run(),
    );
    expect(() => reporter.report({ message: 'Z', code: 1, info: 'general' })).not.toThrow();
    const rejecting = createMissedReporter(
      () => Promise.reject(new Error('no')),
      (run) => run(),
    );
    expect(() => rejecting.report({ message: 'Z', code: 1, info: 'general' })).not.toThrow();
  });
});
