import { GuestOrderingElement } from './GuestOrderingElement';

/** The default tag name. */
export const DEFAULT_TAG_NAME = 'guest-ordering';

/**
 * Registers the element under `tagName` (default `guest-ordering`) and returns the registered class.
 *
 * Safe to call twice (two bundles, a script tag plus an npm import): when the tag is already defined it
 * warns and returns the existing class instead of throwing, so a host page never breaks on a double load.
 * Other tag names get their own subclass (one class cannot be defined under two names).
 */
export function defineGuestOrdering(tagName: string = DEFAULT_TAG_NAME): CustomElementConstructor {
  const registry = globalThis.customElements;
  if (!registry) throw new Error('<guest-ordering> needs Custom Elements (customElements is missing in this environment).');
  const existing = registry.get(tagName);
  if (existing) {
    console.warn(
      `<${tagName}> is already defined${existing === GuestOrderingElement ? '' : ' by another script'}; keeping the first definition. Load the guest-ordering script once per page.`,
    );
    return existing;
  }
  const elementClass = tagName === DEFAULT_TAG_NAME && !isDefinedElsewhere(registry) ? GuestOrderingElement : class extends GuestOrderingElement {};
  registry.define(tagName, elementClass);
  return elementClass;
}

/** True when our class is already registered under another tag name (a class defines one tag only). */
function isDefinedElsewhere(registry: CustomElementRegistry): boolean {
  return typeof registry.getName === 'function' ? registry.getName(GuestOrderingElement) !== null : false;
}
