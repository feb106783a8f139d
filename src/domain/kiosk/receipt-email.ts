/**
 * The kiosk's optional e-receipt: the guest types an address on a shared screen (checked with
 * `validateEmail`, the one email rule every form uses), and only a masked form of it is ever shown
 * back: the next guest at the terminal must not read it.
 */

/** One dot-separated part with everything after its first character masked: `example` → `e******`. */
function maskPart(part: string): string {
  const chars = Array.from(part);
  return chars.length <= 1 ? part : chars[0] + '*'.repeat(chars.length - 1);
}

/**
 * The address shown back on the kiosk: each dot-separated part of the local part and of the domain
 * masked after its first character (`jane.doe@example.com` → `j***.d**@e******.c**`), so the guest can
 * recognise their address and a passer-by cannot read it. Not an address (no `@`): every part masked
 * the same way.
 */
export function obfuscateEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  const mask = (text: string) => text.split('.').map(maskPart).join('.');
  if (at < 0) return mask(value);
  return `${mask(value.slice(0, at))}@${mask(value.slice(at + 1))}`;
}
