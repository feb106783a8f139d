/**
 * Draws a view (a React element tree written in JSX) as plain DOM, without React: the loader's first
 * paint shows the menu's rows, headings, tabs and frame from the very views React renders once the
 * widget's code is in, so what a row shows is written once. React 19's `react/jsx-runtime` builds
 * those elements without importing React itself, so the paint carries no React.
 *
 * Only what React would write for the same tree, and only for views: function components that are
 * plain functions of their props (no hooks, no context: there is no React here to hold them). Event
 * handlers, `ref` and `key` are React's business and are left out; a prop this drawer cannot write as
 * React would (`style`, `dangerouslySetInnerHTML`) throws, so a view that starts using one fails its
 * comparison test instead of painting something React would not.
 */
import type { ReactNode } from 'react';

const FRAGMENT = Symbol.for('react.fragment');
const MEMO = Symbol.for('react.memo');
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** React's prop names that are not the attribute's name. */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  readOnly: 'readonly',
  autoFocus: 'autofocus',
  autoComplete: 'autocomplete',
  inputMode: 'inputmode',
  enterKeyHint: 'enterkeyhint',
  maxLength: 'maxlength',
  minLength: 'minlength',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
  srcSet: 'srcset',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  fetchPriority: 'fetchpriority',
  viewBox: 'viewBox',
};

/** Attributes React writes as present-or-absent: `true` is an empty value, `false` no attribute. */
const BOOLEAN_ATTRIBUTES = new Set(['disabled', 'hidden', 'selected', 'checked', 'multiple', 'readonly', 'required', 'open', 'autofocus', 'inert']);

/** Props that are React's own, never attributes. */
const REACT_PROPS = new Set(['children', 'key', 'ref', 'suppressHydrationWarning', 'suppressContentEditableWarning']);

interface ElementLike {
  $$typeof?: symbol;
  type: unknown;
  props: Record<string, unknown>;
}

const isElement = (node: unknown): node is ElementLike => typeof node === 'object' && node !== null && 'type' in node && 'props' in node;

/** `node` as DOM nodes appended to `parent` (an element, or a fragment to collect them). */
function append(parent: Element | DocumentFragment, node: unknown, doc: Document, svg: boolean): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number') {
    parent.append(doc.createTextNode(String(node)));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) append(parent, child, doc, svg);
    return;
  }
  if (!isElement(node)) throw new Error(`renderToDom: cannot draw ${String(node)}`);
  let { type } = node;
  const { props } = node;
  if (type === FRAGMENT) {
    append(parent, props.children, doc, svg);
    return;
  }
  if (typeof type === 'object' && type !== null && (type as { $$typeof?: symbol }).$$typeof === MEMO) type = (type as { type: unknown }).type;
  if (typeof type === 'function') {
    append(parent, (type as (props: Record<string, unknown>) => ReactNode)(props), doc, svg);
    return;
  }
  if (typeof type !== 'string') throw new Error('renderToDom: only elements, fragments and plain function views can be drawn');
  const inSvg = svg || type === 'svg';
  const element = inSvg ? doc.createElementNS(SVG_NAMESPACE, type) : doc.createElement(type);
  const entries = Object.entries(props);
  // As React does: an image's address last, once `loading="lazy"` is set, or it starts loading at once.
  if (type === 'img') entries.sort(([a], [b]) => Number(a === 'src' || a === 'srcSet') - Number(b === 'src' || b === 'srcSet'));
  const chosen = type === 'select' ? (props.value ?? props.defaultValue) : undefined;
  for (const [prop, value] of entries) if (chosen === undefined || (prop !== 'value' && prop !== 'defaultValue')) setAttribute(element, prop, value);
  append(element, props.children, doc, inSvg && type !== 'foreignObject');
  // As React does: a select's `value` chooses its option by property (no attribute), `defaultValue` by attribute.
  if (chosen !== undefined) {
    for (const option of Array.from((element as HTMLSelectElement).options)) {
      if (option.value !== String(chosen)) continue;
      option.selected = true;
      if (props.value === undefined) option.setAttribute('selected', '');
    }
  }
  parent.append(element);
}

function setAttribute(element: Element, prop: string, value: unknown): void {
  if (REACT_PROPS.has(prop) || /^on[A-Z]/.test(prop)) return;
  if (value === null || value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (prop === 'style' || prop === 'dangerouslySetInnerHTML') throw new Error(`renderToDom: ${prop} is not drawn`);
  const name = ATTRIBUTE_NAMES[prop] ?? prop;
  if (BOOLEAN_ATTRIBUTES.has(name)) {
    if (value) element.setAttribute(name, '');
    return;
  }
  // React writes `true`/`false` only where an attribute takes them as words (aria-*, data-*).
  if (typeof value === 'boolean' && !name.startsWith('aria-') && !name.startsWith('data-')) return;
  element.setAttribute(name, String(value));
}

/** `view` drawn into a new fragment of `doc`, exactly as React's DOM would hold it. */
export function renderToDom(view: ReactNode, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  append(fragment, view, doc, false);
  return fragment;
}

/** `view` drawn as one element (a view that draws one root element); throws otherwise. */
export function renderElement(view: ReactNode, doc: Document = document): HTMLElement {
  const fragment = renderToDom(view, doc);
  const element = fragment.firstElementChild;
  if (fragment.childNodes.length !== 1 || !element) throw new Error('renderElement: the view drew no single element');
  return element as HTMLElement;
}
