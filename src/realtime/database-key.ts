/** Characters a Realtime Database key may not contain (plus `/`, which would nest the path). */
const FORBIDDEN_KEY = /[.#$[\]/]/;

/** True when `id` can be one key of a Realtime Database path. */
export const isDatabaseKey = (id: string): boolean => id.length > 0 && !FORBIDDEN_KEY.test(id);
