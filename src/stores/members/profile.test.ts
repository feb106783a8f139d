import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { User } from '../../domain/types';
import { createEditProfileStore } from './profile';
import { createSavedCardsStore } from './saved-cards';

const AVA: User = {
  id: 'usr_member_ava',
  isGuest: false,
  firstName: 'Ava',
  lastName: 'Levi',
  email: 'ava.levi@example.com',
  phone: '+12125550177',
  country: 'us',
  language: 'en_US',
  birthDate: '1990-04-01',
  optin: '1',
  optinMarketing: '0',
};
const now = () => new Date(2026, 10, 25, 12);

describe('edit profile', () => {
  it('starts from the member profile, birth date in the picker format', () => {
    const store = createEditProfileStore({ user: AVA, save: vi.fn(), now });
    expect(store.$values.get()).toEqual({ firstName: 'Ava', lastName: 'Levi', email: 'ava.levi@example.com', birthDate: '01/04/1990', optinMarketing: false });
  });

  it('refuses what the rules refuse without calling the platform, and saves a valid profile in the platform format', async () => {
    const save = vi.fn(async () => undefined);
    const store = createEditProfileStore({ user: AVA, save, now });
    store.set('firstName', '');
    store.set('email', 'ava@example');
    expect(await store.submit()).toBe(false);
    expect(store.$problems.get()).toEqual({ firstName: 'required', email: 'invalid' });
    expect(save).not.toHaveBeenCalled();
    // Typing in a field clears its problem.
    store.set('firstName', ' Ava Rose ');
    expect(store.$problems.get().firstName).toBeUndefined();
    store.set('email', 'ava.rose@example.com');
    store.set('birthDate', '02/05/1991');
    store.set('optinMarketing', true);
    expect(await store.submit()).toBe(true);
    expect(save).toHaveBeenCalledWith({ firstName: 'Ava Rose', lastName: 'Levi', email: 'ava.rose@example.com', birthDate: '1991-05-02', optinMarketing: '1' });
    expect(store.$status.get()).toBe('saved');
    store.set('birthDate', '');
    expect(store.$status.get()).toBe('editing');
    await store.submit();
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ birthDate: null }));
  });

  it('keeps the names to letters and spaces as they are typed or pasted', () => {
    const store = createEditProfileStore({ user: AVA, save: vi.fn(), now });
    store.set('firstName', 'Ava2 Rose!');
    store.set('lastName', "O'Levi-כהן");
    expect(store.$values.get()).toMatchObject({ firstName: 'Ava Rose', lastName: 'OLeviכהן' });
    // Other fields are as typed.
    store.set('email', 'ava.2@example.com');
    expect(store.$values.get().email).toBe('ava.2@example.com');
  });

  it('shows a refusal of the platform where it belongs and keeps what was typed', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 409, code: 1050, message: 'EMAIL_ALREADY_EXISTS' }))
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }));
    const store = createEditProfileStore({ user: AVA, save, now });
    store.set('email', 'noa@example.com');
    expect(await store.submit()).toBe(false);
    expect(store.$problems.get()).toEqual({ email: 'email-exists' });
    expect(store.$values.get().email).toBe('noa@example.com');
    expect(await store.submit()).toBe(false);
    expect(store.$problems.get()).toEqual({ form: 'failed' });
    expect(store.$status.get()).toBe('editing');
  });
});

describe('saved cards', () => {
  it('loads the member cards, and says when they could not be loaded', async () => {
    const card = { id: 'pm_1', brand: 'Visa', source: 'SPS', maskedNumber: '•••• 4242', last4: '4242' };
    const getPaymentMethods = vi
      .fn()
      .mockResolvedValueOnce([card])
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }));
    const store = createSavedCardsStore({ getPaymentMethods });
    expect(store.$status.get()).toBe('loading');
    await store.reload();
    expect(store.$cards.get()).toEqual([card]);
    expect(store.$status.get()).toBe('ready');
    await store.reload();
    expect(store.$status.get()).toBe('failed');
  });
});
