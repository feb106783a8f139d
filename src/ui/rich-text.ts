import DOMPurify, { type Config } from 'dompurify';
import { checkPlatformUrl } from '../domain/platform-url';

/**
 * Rich text from the platform (location descriptions, the my-order disclaimer) is HTML written by the
 * business in the platform's back office. Only a few inline tags are shown as markup: bold, italic,
 * links and line breaks. Everything else goes: scripts, styles, event handlers, images, SVG, forms,
 * iframes (with what they contain), and any other tag (its text is kept, the tag is dropped).
 *
 * Links keep only `href`, and only when `src/domain/platform-url.ts` accepts the URL (https, or http on
 * a development host; relative URLs resolve against the API base). A link whose URL is refused keeps
 * its text and loses the link. Every kept link opens in a new browsing context (`target="_blank"`)
 * with `rel="noopener noreferrer"`, so the business's page can neither reach back into the host page
 * nor learn its address (see docs/embedding.md, "Rich text").
 */

/** The tags that survive sanitizing, each rendered as itself. */
export const RICH_TEXT_TAGS = ['b', 'strong', 'i', 'em', 'a', 'br'] as const;

/** One of {@link RICH_TEXT_TAGS}. */
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/**
 * Sanitized rich text as data: a string is text; an element is one of the allowed tags with its
 * children (`br` has none; `a` carries the checked, absolute `href`). Rendering it never needs
 * `innerHTML`.
 */
export type RichTextNode =
  | string
  | { tag: Exclude<RichTextTag, 'a' | 'br'>; children: RichTextNode[] }
  | { tag: 'a'; href: string; children: RichTextNode[] }
  | { tag: 'br' };

const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const PURIFY_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Markup in another namespace (SVG, MathML) is never rich text.
  ALLOWED_NAMESPACES: [XHTML_NAMESPACE],
  RETURN_DOM_FRAGMENT: true,
};

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/** Whether `text` holds anything that looks like markup or a character reference. */
function looksLikeMarkup(text: string): boolean {
  return /[<&]/.test(text);
}

/**
 * Sanitizes one rich text from the platform (see the module comment for the rule) and returns it as
 * {@link RichTextNode}s. `base` is the absolute API base that relative link URLs resolve against.
 * Where no DOM is available to sanitize with, the whole text is returned as one plain string, which
 * React shows as text (tags visible, nothing run).
 */
export function sanitizeRichText(html: string, base: string): RichTextNode[] {
  if (!html) return [];
  if (!looksLikeMarkup(html)) return [html];
  // The browser's own sanitizer parses without a Trusted Types sink: under a host page that enforces
  // Trusted Types and allows no policy, it still gives the markup, and reports no violation.
  const parsed = parseWithSanitizerApi(html);
  if (parsed) return toNodes(parsed, base);
  if (!DOMPurify.isSupported) return [html];
  // A host page that enforces Trusted Types without a policy for the sanitizer refuses every HTML
  // parse; the sanitizer then gives nothing or throws. The guest still gets the words, as plain text.
  let fragment: DocumentFragment | null | undefined;
  try {
    fragment = DOMPurify.sanitize(html, PURIFY_CONFIG);
  } catch {
    fragment = null;
  }
  if (!fragment?.childNodes) return [richTextAsPlainText(html)];
  return toNodes(fragment.childNodes, base);
}

/** Elements dropped with everything in them: their content is never text a guest should read. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'iframe',
  'noscript',
  'textarea',
  'title',
  'object',
  'embed',
  'select',
  'frameset',
  'noembed',
  'noframes',
  'xmp',
];

/** `Element.setHTML` (the HTML Sanitizer API), where the browser has it. */
type SetHtml = (html: string, options?: { sanitizer?: { removeElements?: string[] } }) => void;

/**
 * Parses `html` with the browser's HTML Sanitizer API into an inert template (nothing in it loads or
 * runs): scripts, event handlers and script URLs never survive it, and it is not a Trusted Types sink.
 * Returns null where the browser has no such API (the caller then uses DOMPurify).
 */
function parseWithSanitizerApi(html: string): NodeListOf<ChildNode> | null {
  if (typeof document === 'undefined') return null;
  const template = document.createElement('template');
  const setHtml = (template as unknown as { setHTML?: SetHtml }).setHTML;
  if (typeof setHtml !== 'function') return null;
  try {
    setHtml.call(template, html, { sanitizer: { removeElements: DROPPED_WITH_CONTENT } });
  } catch {
    return null;
  }
  return template.content.childNodes;
}

// Elements whose content is never text a guest should read.
const HIDDEN_CONTENT = /<(script|style|template|iframe|noscript|textarea|title|svg|math|object)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The words of a rich text with every tag removed, for when the browser may not parse it (see
 * {@link sanitizeRichText}): contents of scripts, styles and other non-text elements go, a `<br>`
 * becomes a line break, and the common character references are decoded. The result is only ever
 * shown as text, so nothing in it is parsed or run.
 */
export function richTextAsPlainText(html: string): string {
  return html
    .replace(HIDDEN_CONTENT, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<\/?[a-z!?][^>]*(>|$)/gi, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    });
}

function toNodes(list: NodeListOf<ChildNode>, base: string): RichTextNode[] {
  const out: RichTextNode[] = [];
  const push = (node: RichTextNode) => {
    const last = out[out.length - 1];
    if (typeof node === 'string' && typeof last === 'string') out[out.length - 1] = last + node;
    else if (node !== '') out.push(node);
  };
  for (const node of Array.from(list)) {
    if (node.nodeType === 3) {
      push(node.nodeValue ?? '');
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const tag = element.localName;
    // Markup in another namespace (SVG, MathML) is never rich text, nor are the elements whose
    // content is not text (the browser's sanitizer may keep them; DOMPurify already removed them).
    if (element.namespaceURI !== XHTML_NAMESPACE || DROPPED_WITH_CONTENT.includes(tag)) continue;
    // Every other tag is dropped and its text kept; this walk only ever builds the allowed ones.
    if (!ALLOWED.has(tag)) {
      for (const child of toNodes(element.childNodes, base)) push(child);
      continue;
    }
    if (tag === 'br') {
      push({ tag: 'br' });
      continue;
    }
    const children = toNodes(element.childNodes, base);
    if (tag === 'a') {
      const raw = element.getAttribute('href');
      const checked = raw === null ? null : checkPlatformUrl(raw, base);
      if (checked?.ok) push({ tag: 'a', href: checked.url, children });
      else for (const child of children) push(child);
      continue;
    }
    push({ tag: tag as Exclude<RichTextTag, 'a' | 'br'>, children });
  }
  return out;
}
