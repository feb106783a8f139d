import { atom, computed, type ReadableAtom } from 'nanostores';
import type { OrderingDeps } from '../../deps';
import {
  checkoutFields,
  checkoutPhone,
  loadPhoneRules,
  validateCheckoutForm,
  type FieldProblem,
  type FieldSpec,
  type PhoneCountry,
  type PhoneValidator,
} from '../../../domain/checkout';
import { keepGuestDetails, mayRememberGuest } from '../../../domain/guest-details';
import { isKiosk } from '../../../domain/kiosk/mode';
import type { CheckoutFieldName, Experience } from '../../../domain/types';
import { rememberedDetailsKey } from '../../first-screen/guest-details';
import { createPersisted } from '../../first-screen/persisted';
import { toLatinDigits } from '../../../domain/digits';

/** Fields whose value is digits for the platform, whatever digits the guest's keyboard types. */
const DIGIT_FIELDS: ReadonlySet<string> = new Set(['phone', 'roomNumber', 'tableNumber', 'guestCount']);

/**
 * Every checkout form value ("checkout form values"). Text fields are kept as typed; they are
 * trimmed (and numbers parsed) when validated and posted.
 */
export interface CheckoutValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  roomNumber: string;
  tableNumber: string;
  /** Number of guests (dine in), "1".."10" (guest count is text). */
  guestCount: string;
  /** The additional comment (additionalComment), truncated to the setting's max. */
  comments: string;
  terms: boolean;
  /** Country of the phone number (ISO 3166 alpha-2, lower case as the platform gives it). */
  country: string;
  /** ROOM or PICK_UP when the experience offers deliveries (delivery types), else null. */
  deliveryOption: 'ROOM' | 'PICK_UP' | null;
}
export type CheckoutField = keyof CheckoutValues;
/** Field problems after the first submit attempt: a code per field the UI turns into a message. */
export type CheckoutProblems = Partial<Record<string, FieldProblem>>;

/** The values guests type once and find prefilled next time ("save form values"). */
const SAVED_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'country'] as const;
/** What is stored: the fields plus the guest's consent (entries without it were kept before the guest was asked). */
type SavedValues = Pick<CheckoutValues, (typeof SAVED_FIELDS)[number]> & { optedIn?: boolean };
/** The fields a signed-in user's profile fills (the same the device remembers). */
export type ProfileField = (typeof SAVED_FIELDS)[number];
const SAVED_FORM_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

export const emptyCheckoutValues = (): CheckoutValues => ({
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  roomNumber: '',
  tableNumber: '',
  guestCount: '',
  comments: '',
  terms: false,
  country: 'us',
  deliveryOption: null,
});

/** The form part of the checkout store. */
export interface CheckoutForm {
  readonly $values: ReadableAtom<CheckoutValues>;
  /** The fields to show for the experience and the chosen payment type (per-field UI settings). */
  readonly $fields: ReadableAtom<FieldSpec[]>;
  /** Field problems; empty until the first submit attempt. */
  readonly $problems: ReadableAtom<CheckoutProblems>;
  readonly $attempted: ReadableAtom<boolean>;
  /**
   * The countries the phone's country can be chosen from ("valid for the selected country");
   * empty until the phone rules are loaded (`phoneRules()`).
   */
  readonly $countries: ReadableAtom<PhoneCountry[]>;
  /**
   * Whether this device may offer "Remember me on this device": false on a device many guests
   * share (the `shared-device` attribute) and on kiosks, where nothing is ever kept.
   */
  readonly mayRemember: boolean;
  /** The guest's "remember me" choice: unticked by default, ticked while their details are remembered. */
  readonly $remember: ReadableAtom<boolean>;
  setRemember(remember: boolean): void;
  /** True once the guest ticked or unticked "remember me" since the last reset (the checkout draft keeps it). */
  rememberTouched(): boolean;
  setValue<K extends CheckoutField>(field: K, value: CheckoutValues[K]): void;
  /**
   * Loads the country-aware phone rules (libphonenumber-js, a lazy chunk of its own); until then a
   * basic check stands in. Setting a value starts it; submit awaits it before {@link check}.
   */
  phoneRules(): Promise<void>;
  /**
   * The phone to post: in E.164 with the selected country's dial code once the phone rules
   * are loaded (`+972501234567`), else cleaned; null when empty or only a dial code.
   */
  postablePhone(): string | null;
  /** Marks the first submit attempt and returns the problems of the current values. */
  check(): CheckoutProblems;
  /** Adds a problem found by the platform (the room lookup failed: the room number field shows its disclaimer). */
  setServerProblem(field: CheckoutFieldName, problem: FieldProblem | null): void;
  /**
   * Saves the values to prefill next time when the guest opted in; otherwise (and
   * always on a shared device or kiosk) forgets what was remembered.
   */
  save(): void;
  /**
   * Fills the fields the guest has not typed in with the signed-in user's profile; empty profile values are skipped.
   */
  prefill(profile: Partial<Pick<CheckoutValues, ProfileField>>): void;
  /**
   * The phone's country as a guess (the geocoding service): taken only while the country is
   * still the default, never over one the guest chose, the profile's or the one this device remembers.
   */
  suggestCountry(country: string): void;
  /** True while the phone's country is the default ('us'): nobody chose, remembered or suggested one. */
  countryIsDefault(): boolean;
  /** The values of the fields the guest typed or chose since the last reset (the checkout draft keeps them). */
  typedValues(): Partial<CheckoutValues>;
  /**
   * Puts back values the guest typed before a reload: they count as typed, so neither the values this
   * device remembers nor a profile arriving later replace them.
   */
  restoreTyped(values: Partial<CheckoutValues>): void;
  /** Clears the form ("clearing checkout"); prefilled values come back from storage. */
  reset(options?: { forgetPlace?: boolean }): void;
}

/** Creates the checkout form over the selected experience and the chosen payment type. */
export function createCheckoutForm(deps: OrderingDeps, $experience: ReadableAtom<Experience | null>, $paymentType: ReadableAtom<string | null>): CheckoutForm {
  const saved = createPersisted<SavedValues>(deps.storage, deps.now, SAVED_FORM_MAX_AGE_MS);
  const savedKey = rememberedDetailsKey(deps);
  const device = { sharedDevice: deps.config.sharedDevice === true, kiosk: isKiosk(deps.config, deps.startup) };
  const mayRemember = mayRememberGuest(device);
  const $remember = atom(false);
  let rememberTouched = false;
  /** The remembered details, when the guest asked for them on a device that may keep them; anything else is removed. */
  function readSaved(): SavedValues | null {
    const stored = saved.read(savedKey);
    if (stored && (!mayRemember || stored.optedIn !== true)) {
      saved.remove(savedKey);
      return null;
    }
    return stored;
  }
  // The room and table of the URL fill their fields until Done clears them.
  let place = { roomNumber: deps.startup.room ?? '', tableNumber: deps.startup.table ?? '' };

  /** Whether the country is still `emptyCheckoutValues()`'s default (see `suggestCountry`). */
  let defaultCountry = true;
  function initial(): CheckoutValues {
    const values = { ...emptyCheckoutValues(), ...place };
    const stored = readSaved();
    $remember.set(stored !== null);
    if (stored) for (const field of SAVED_FIELDS) if (typeof stored[field] === 'string') values[field] = stored[field];
    defaultCountry = !(stored && typeof stored.country === 'string' && stored.country);
    return values;
  }

  const $values = atom<CheckoutValues>(initial());
  /** Fields the guest typed in since the last reset: a profile arriving late never overwrites them. */
  const typed = new Set<CheckoutField>();
  const $attempted = atom(false);
  const $serverProblems = atom<CheckoutProblems>({});
  const $validatePhone = atom<PhoneValidator | undefined>(undefined);
  const $countries = atom<PhoneCountry[]>([]);
  let toE164: ((value: string, country: string | null) => string | null) | null = null;
  let phoneLoading: Promise<void> | null = null;
  function phoneRules(): Promise<void> {
    phoneLoading ??= loadPhoneRules().then(
      (rules) => {
        $validatePhone.set(rules.validatePhone);
        $countries.set(rules.phoneCountries());
        toE164 = rules.phoneToE164;
      },
      () => {
        // The chunk failed (offline): the basic check stays; try again next time.
        phoneLoading = null;
      },
    );
    return phoneLoading;
  }
  const $delivery = computed($values, (values) => values.deliveryOption);
  // The table or room a QR code named is where the order goes: the guest sees it but cannot change it.
  const $lockedPlace = atom(place);
  const $fields = computed([$experience, $paymentType, $delivery, $lockedPlace], (experience, paymentType, delivery, locked) =>
    experience
      ? checkoutFields(experience, paymentType, delivery).map((field) =>
          (field.name === 'tableNumber' || field.name === 'roomNumber') && locked[field.name] !== '' ? { ...field, readOnly: true } : field,
        )
      : [],
  );
  const problemsOf = (values: CheckoutValues, fields: FieldSpec[], validatePhone: PhoneValidator | undefined): CheckoutProblems =>
    validateCheckoutForm(values, fields, validatePhone ? { country: values.country, validatePhone } : { country: values.country });
  const $problems = computed([$values, $fields, $attempted, $serverProblems, $validatePhone], (values, fields, attempted, server, validatePhone) =>
    attempted ? { ...server, ...problemsOf(values, fields, validatePhone) } : {},
  );
  // A newer selection of the deliveries defaults the delivery option (delivery types).
  const ensureDelivery = (experience: Experience | null) => {
    const options = experience?.deliveries ?? [];
    const current = $values.get().deliveryOption;
    const next = current && options.includes(current) ? current : (options[0] ?? null);
    if (next !== current) $values.set({ ...$values.get(), deliveryOption: next });
  };
  ensureDelivery($experience.get());
  $experience.listen(ensureDelivery);

  return {
    $values,
    $fields,
    $problems,
    $attempted,
    $countries,
    mayRemember,
    $remember,
    setRemember(remember) {
      rememberTouched = true;
      $remember.set(mayRemember && remember);
    },
    rememberTouched: () => rememberTouched,
    setValue(field, value) {
      void phoneRules();
      typed.add(field);
      if (field === 'country') defaultCountry = false;
      // Typed Arabic-Indic (٣٠٥) or Persian (۳۰۵) digits become 0-9, which validators and the platform read.
      const stored = typeof value === 'string' && DIGIT_FIELDS.has(field) ? (toLatinDigits(value) as CheckoutValues[typeof field]) : value;
      $values.set({ ...$values.get(), [field]: stored });
      // A server problem belongs to the value it was found for.
      if ($serverProblems.get()[field]) {
        const { [field]: _dropped, ...rest } = $serverProblems.get();
        $serverProblems.set(rest);
      }
    },
    phoneRules,
    postablePhone() {
      const { phone, country } = $values.get();
      const posted = checkoutPhone(phone);
      return posted && toE164 ? (toE164(posted, country) ?? posted) : posted;
    },
    check() {
      $attempted.set(true);
      // Server problems (a room not found) are shown, not blocking: the guest may fix the last name instead.
      return problemsOf($values.get(), $fields.get(), $validatePhone.get());
    },
    setServerProblem(field, problem) {
      const { [field]: _dropped, ...rest } = $serverProblems.get();
      $serverProblems.set(problem ? { ...rest, [field]: problem } : rest);
    },
    save() {
      if (!keepGuestDetails({ ...device, optedIn: $remember.get() })) {
        saved.remove(savedKey);
        return;
      }
      const values = $values.get();
      const stored: SavedValues = { firstName: '', lastName: '', phone: '', email: '', country: '', optedIn: true };
      for (const field of SAVED_FIELDS) stored[field] = values[field].trim();
      saved.write(savedKey, stored);
    },
    prefill(profile) {
      const values = { ...$values.get() };
      let changed = false;
      for (const field of SAVED_FIELDS) {
        const value = profile[field];
        if (!value || typed.has(field)) continue;
        // The profile's country beats a geocoded guess even when it is the default one.
        if (field === 'country') defaultCountry = false;
        if (values[field] === value) continue;
        values[field] = value;
        changed = true;
      }
      if (changed) $values.set(values);
    },
    suggestCountry(country) {
      if (!defaultCountry || !country) return;
      defaultCountry = false;
      if ($values.get().country !== country) $values.set({ ...$values.get(), country });
    },
    countryIsDefault: () => defaultCountry,
    typedValues() {
      const values = $values.get();
      const typedNow: Partial<CheckoutValues> = {};
      for (const field of typed) (typedNow as Record<string, unknown>)[field] = values[field];
      return typedNow;
    },
    restoreTyped(restored) {
      const entries = Object.entries(restored) as [CheckoutField, CheckoutValues[CheckoutField]][];
      if (!entries.length) return;
      for (const [field] of entries) {
        typed.add(field);
        if (field === 'country') defaultCountry = false;
      }
      $values.set({ ...$values.get(), ...restored });
      ensureDelivery($experience.get());
    },
    reset(options = {}) {
      typed.clear();
      rememberTouched = false;
      if (options.forgetPlace) {
        place = { roomNumber: '', tableNumber: '' };
        $lockedPlace.set(place);
      }
      $attempted.set(false);
      $serverProblems.set({});
      $values.set(initial());
      ensureDelivery($experience.get());
    },
  };
}
