import { describe, expect, it } from 'vitest';
import type { Currency } from '../domain/types';
import { createElementScope, type ElementScopeInit } from './element-scope';

const base: ElementScopeInit = { businessId: null, flow: null, publishableKey: 'pk_demo', realtimeUrl: null };
const business = { businessId: 1001, flow: 'HOTEL' as const, realtime: { databaseUrl: 'https://demo.firebaseio.com', namespace: 'demo' } };
const kwdSettings: Record<string, Currency> = {
  KWD: { code: 'KWD', name: 'Kuwaiti Dinar', minorUnit: 3, symbol: 'KD', thousandsSeparator: ',', decimalSeparator: '.', customSymbol: null },
  JPY: { code: 'JPY', name: 'Yen', minorUnit: 0, symbol: '¥', thousandsSeparator: ',', decimalSeparator: '.', customSymbol: '￥' },
};

describe('createElementScope', () => {
  it('knows no business until the configuration names one; the attribute wins over it', () => {
    const scope = createElementScope(base);
    expect(scope.businessId()).toBeNull();
    scope.learnBusiness(business);
    expect(scope.businessId()).toBe(1001);
    expect(scope.$businessId.get()).toBe(1001);

    const named = createElementScope({ ...base, businessId: 7 });
    named.learnBusiness(business);
    expect(named.businessId()).toBe(7);
  });

  it('flows: RESTAURANT until known, then the configuration, the attribute winning', () => {
    const scope = createElementScope(base);
    expect(scope.$flow.get()).toBe('RESTAURANT');
    scope.learnBusiness(business);
    expect(scope.$flow.get()).toBe('HOTEL');
    const forced = createElementScope({ ...base, flow: 'RESTAURANT' });
    forced.learnBusiness(business);
    expect(forced.$flow.get()).toBe('RESTAURANT');
  });

  it("the currency is the chosen location's (USD before), with its decimals, the settings file winning", () => {
    const scope = createElementScope(base);
    expect(scope.currency()).toMatchObject({ code: 'USD', minorUnit: 2 });
    scope.learnCurrencyCode('JPY');
    expect(scope.currency()).toMatchObject({ code: 'JPY', minorUnit: 0, customSymbol: null });
    scope.learnCurrencyCode('kwd');
    expect(scope.currency()).toMatchObject({ code: 'KWD', minorUnit: 3 });
    scope.learnCurrencyCode('EUR');
    expect(scope.currency()).toMatchObject({ code: 'EUR', minorUnit: 2 });
    scope.learnCurrencyCode('JPY');
    scope.learnCurrencySettings(kwdSettings);
    expect(scope.$currency.get()).toMatchObject({ code: 'JPY', minorUnit: 0, customSymbol: '￥' });
    scope.learnCurrencyCode(null);
    expect(scope.currency().code).toBe('USD');
  });

  it("keeps a copy of the settings: changing the caller's object changes nothing", () => {
    const scope = createElementScope(base);
    const settings = { ...kwdSettings };
    scope.learnCurrencySettings(settings);
    delete settings.KWD;
    scope.learnCurrencyCode('KWD');
    expect(scope.currency().name).toBe('Kuwaiti Dinar');
  });

  it('realtime: none before the configuration; its database, the realtime-url attribute replacing the URL', () => {
    const scope = createElementScope(base);
    expect(scope.realtime()).toBeNull();
    scope.learnBusiness(business);
    expect(scope.realtime()).toEqual({ databaseUrl: 'https://demo.firebaseio.com', namespace: 'demo' });
    const local = createElementScope({ ...base, realtimeUrl: 'http://127.0.0.1:9000' });
    local.learnBusiness(business);
    expect(local.$realtime.get()).toEqual({ databaseUrl: 'http://127.0.0.1:9000', namespace: 'demo' });
    local.learnBusiness({ ...business, realtime: null });
    expect(local.realtime()).toBeNull();
  });

  it('storage keys: per business attribute, else per publishable key, and never changed by the configuration', () => {
    const byKey = createElementScope(base);
    expect(byKey.storageKey('go-checkout')).toBe('go-checkout:pk_demo');
    byKey.learnBusiness(business);
    expect(byKey.storageKey('go-checkout')).toBe('go-checkout:pk_demo');
    const byId = createElementScope({ ...base, businessId: 1001 });
    expect(byId.storageKey('cart', 0, 2003, 3004)).toBe('cart:1001:0:2003:3004');
    expect(byId.storageKey('checkout-form')).toBe('checkout-form:1001');
  });

  it("reads the element's clock and locale, defaulting to the wall clock and en_US", () => {
    const fixed = new Date('2026-11-24T17:00:00Z');
    let locale = 'he';
    const scope = createElementScope({ ...base, now: () => fixed, locale: () => locale });
    expect(scope.now()).toBe(fixed);
    expect(scope.locale()).toBe('he');
    locale = 'en_US';
    expect(scope.locale()).toBe('en_US');
    const plain = createElementScope(base);
    expect(plain.locale()).toBe('en_US');
    expect(Math.abs(plain.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
