/**
 * A new cart id (the id is generated locally when no cart exists, and again after a race
 * conflict). A v4 UUID from `crypto.randomUUID`, or from `crypto.getRandomValues` where
 * `randomUUID` is missing (non-secure contexts), or from `random` as a last resort.
 */
export function createCartId(cryptoImpl: Partial<Crypto> | undefined = globalThis.crypto, random: () => number = Math.random): string {
  if (typeof cryptoImpl?.randomUUID === 'function') return cryptoImpl.randomUUID.call(cryptoImpl);
  const bytes = new Uint8Array(16);
  if (typeof cryptoImpl?.getRandomValues === 'function') cryptoImpl.getRandomValues.call(cryptoImpl, bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let editCounter = 0;

/**
 * A new order-line key (the current order is a map of lines keyed by editId). Unique within
 * the page: a base-36 time stamp, a counter and a random suffix.
 */
export function createEditId(now: () => number = Date.now, random: () => number = Math.random): string {
  editCounter = (editCounter + 1) % 1_679_616;
  return `${now().toString(36)}-${editCounter.toString(36)}-${Math.floor(random() * 1_679_616).toString(36)}`;
}
