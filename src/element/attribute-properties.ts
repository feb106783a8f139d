/**
 * The element's reflected properties, one for each declared attribute (src/domain/element-attributes.ts):
 * `el.apiBase = '/api'` sets `api-base="/api"`, and reading a property reads its attribute, so a new
 * attribute gets its property, its type and its reflection from its declaration alone.
 */
import { ATTRIBUTES, type AttributeKind, type AttributeName, parseBooleanAttribute } from '../domain/element-attributes';

/** What a property of each attribute kind gives back. */
type PropertyType<K extends AttributeKind> = K extends 'boolean' ? boolean : K extends 'number' ? number | null : string | undefined;

/**
 * The element's attribute properties: `apiBase: string | undefined` (the attribute's text),
 * `kiosk: boolean` (a bare attribute is true), `kioskIdleSeconds: number | null` (the value the widget
 * uses, null: the default). See docs/reference.md for what each one does.
 */
export type AttributeProperties = {
  -readonly [N in AttributeName as (typeof ATTRIBUTES)[N]['prop']]: PropertyType<(typeof ATTRIBUTES)[N]['kind']>;
};

/** Defines every attribute's reflecting property on `prototype`. */
export function defineAttributeProperties(prototype: HTMLElement): void {
  for (const [name, entry] of Object.entries(ATTRIBUTES) as [AttributeName, (typeof ATTRIBUTES)[AttributeName]][]) {
    Object.defineProperty(prototype, entry.prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const text = this.getAttribute(name);
        // Absent or refused: the declared default, as the widget uses it.
        if (entry.kind === 'boolean') return parseBooleanAttribute(text, name) ?? entry.fallback;
        if (entry.kind === 'number') return (text === null ? undefined : entry.sanitize(text)) ?? entry.fallback;
        return text ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(name);
        else if (entry.kind === 'boolean') this.setAttribute(name, value ? 'true' : 'false');
        else this.setAttribute(name, String(value));
      },
    });
  }
}
