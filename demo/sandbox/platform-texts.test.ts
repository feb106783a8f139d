// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatformApi } from '../../src/api/test-support';
import type { WireBusinessConfigurationResponse, WireBusinessTranslationsResponse, WireExperienceTranslationsResponse } from '../../src/api/wire';
import { DEMO } from './seed';
import { MENU_DEMO } from './seed-outlets';
import { startSandboxServer, type SandboxServer } from './server';
import type { SandboxMissedTranslation } from './store';

// The sandbox translation host (business and experience files per language) and the record of
// untranslated messages, over HTTP and through the widget's own API layer.

let server: SandboxServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'go-texts-'));
  server = await startSandboxServer({ port: 0, dataDir, fresh: true, realtime: null, calculationDelayMs: [0, 0], log: () => {} });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, server.url));
  return { status: response.status, body: (await response.json()) as T };
}
async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

describe('translation host', () => {
  it('is named by every business configuration', async () => {
    const config = (await get<WireBusinessConfigurationResponse>('/users/api/v2/business/configurations?publishableKey=pk_demo')).body.data;
    expect(config.translations_url).toBe(new URL('/translations', server.url).toString());
    const hotels = (await get<WireBusinessConfigurationResponse>(`/users/api/v2/business/configurations?publishableKey=${DEMO.hotelBusiness.publishableKey}`))
      .body.data;
    expect(hotels.translations_url).toBe(config.translations_url);
  });

  it('serves business files in every catalog language but English, naming only the business own places, for any locale of the language', async () => {
    const he = (await get<WireBusinessTranslationsResponse>(`/translations/${DEMO.businessId}/he/business.json`)).body;
    const trattoria = he.data.find((entry) => entry.resource_id === String(DEMO.locations.trattoria));
    expect(trattoria).toMatchObject({ name: 'טרטוריה לומן', short_description: expect.any(String), long_description: expect.any(String) });
    expect(he.data.some((entry) => entry.resource_id === String(MENU_DEMO.locations.lumenCafe))).toBe(true);
    // In-room dining and the hotel belong to the hotel business.
    expect(he.data.some((entry) => entry.resource_id === String(DEMO.locations.inRoomDining))).toBe(false);
    expect(he.charges?.['NY Sales Tax']).toBe('מס מכירה של ניו יורק');
    expect(he.allergens?.dairy).toBe('חלב');
    expect(he.sales?.['901']).toBe('בחירת השף השבוע');
    const es = (await get<WireBusinessTranslationsResponse>(`/translations/${DEMO.businessId}/es_ES/business.json`)).body;
    expect(es.language).toBe('es_ES');
    expect(es.allergens?.dairy).toBe('Lácteos');
    const ar = (await get<WireBusinessTranslationsResponse>(`/translations/${DEMO.businessId}/ar/business.json`)).body;
    expect(ar.data.find((entry) => entry.resource_id === String(DEMO.locations.trattoria))?.name).toBe('تراتوريا لومن');
    expect(ar.charges).toMatchObject({ 'NY Sales Tax': 'ضريبة مبيعات نيويورك', 'Service charge 3%': 'رسوم خدمة ٣٪' });
    expect(ar.links?.['Legal notice']).toBe('إشعار قانوني');
    expect(he.links?.['Legal notice']).toBe('הודעה משפטית');
    for (const language of ['de_DE', 'fr_FR', 'it_IT', 'zh_CN']) {
      const file = (await get<WireBusinessTranslationsResponse>(`/translations/${DEMO.businessId}/${language}/business.json`)).body;
      expect(file.data.length, language).toBe(he.data.length);
      expect(Object.keys(file.charges ?? {}), language).toEqual(Object.keys(he.charges ?? {}));
      expect(Object.keys(file.links ?? {}), language).toEqual(Object.keys(he.links ?? {}));
    }
    const hotel = (await get<WireBusinessTranslationsResponse>(`/translations/${DEMO.hotelBusiness.id}/he_IL/business.json`)).body;
    expect(hotel.data.map((entry) => entry.resource_id)).toEqual(expect.arrayContaining([String(DEMO.locations.inRoomDining), String(DEMO.hotelId)]));
  });

  it('serves experience names, and 404s for a language without files or an unknown business', async () => {
    const he = (await get<WireExperienceTranslationsResponse>(`/translations/${DEMO.businessId}/he/experience.json`)).body;
    expect(he.data).toContainEqual({ resource_id: String(DEMO.experiences.trattoriaPickup), name: 'איסוף מהדלפק' });
    expect((await get(`/translations/${DEMO.businessId}/en_US/business.json`)).status).toBe(404);
    expect((await get(`/translations/${DEMO.businessId}/pt_BR/experience.json`)).status).toBe(404);
    const ar = (await get<WireExperienceTranslationsResponse>(`/translations/${DEMO.businessId}/ar/experience.json`)).body;
    expect(ar.data).toContainEqual({ resource_id: String(DEMO.experiences.trattoriaPickup), name: 'الاستلام من المنضدة' });
    expect((await get('/translations/999/he/business.json')).status).toBe(404);
  });

  it('is read by the widget API layer: Hebrew names of the business, null in a language without files', async () => {
    const { api } = testPlatformApi(() => ({ status: 500 }), {
      apiBase: server.url,
      publishableKey: 'pk_demo',
      businessId: null,
      fetch: globalThis.fetch,
    });
    await api.getBusinessConfiguration();
    const he = await api.getPlatformTexts('he');
    expect(he?.places[String(DEMO.locations.trattoria)]?.name).toBe('טרטוריה לומן');
    expect(he?.experiences[String(DEMO.experiences.trattoriaDineIn)]?.name).toBe('ישיבה בטרטוריה');
    await expect(api.getPlatformTexts('pt_BR')).resolves.toBeNull();
  });
});

describe('missed translations', () => {
  it('records reported messages in the database, counting repeats, and lists them newest first', async () => {
    const path = `/restaurants/api/v3/translations/${DEMO.businessId}/he/missed`;
    const first = await post<{ data: { recorded: number } }>(path, {
      missed: [
        { message: 'NEW_THING', code: 7001, info: 'checkout' },
        { message: '', code: 'X9', info: 'general' },
      ],
    });
    expect(first).toEqual({ status: 200, body: { data: { recorded: 2 } } });
    await post(path, { missed: [{ message: 'NEW_THING', code: 7001, info: 'coupon' }] });
    const list = (await get<SandboxMissedTranslation[]>('/__sandbox/missed-translations')).body;
    expect(list).toEqual([
      expect.objectContaining({ business_id: DEMO.businessId, language: 'he', message: '', code: 'X9', info: 'general', reports: 1 }),
      expect.objectContaining({ message: 'NEW_THING', code: '7001', info: 'coupon', reports: 2 }),
    ]);
  });

  it('refuses a malformed report and an unknown business', async () => {
    expect((await post(`/restaurants/api/v3/translations/${DEMO.businessId}/he/missed`, { missed: [{ message: 5 }] })).status).toBe(400);
    expect((await post(`/restaurants/api/v3/translations/${DEMO.businessId}/he/missed`, {})).status).toBe(400);
    expect((await post('/restaurants/api/v3/translations/999/he/missed', { missed: [] })).status).toBeGreaterThanOrEqual(400);
  });

  it('reaches the sandbox from the widget API layer, once per message', async () => {
    const { api } = testPlatformApi(() => ({ status: 500 }), {
      apiBase: server.url,
      publishableKey: 'pk_demo',
      businessId: DEMO.businessId,
      fetch: globalThis.fetch,
    });
    api.reportMissedTranslation({ message: 'FROM_WIDGET', code: 8123, info: 'transaction' });
    api.reportMissedTranslation({ message: 'FROM_WIDGET', code: 8123, info: 'transaction' });
    await expect
      .poll(async () => (await get<SandboxMissedTranslation[]>('/__sandbox/missed-translations')).body.filter((m) => m.message === 'FROM_WIDGET'))
      .toEqual([expect.objectContaining({ language: 'en_US', code: '8123', reports: 1 })]);
  });
});
