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

const PURIFY_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Markup in another namespace (SVG, MathML) is never rich text.
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
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
  if (!DOMPurify.isSupported) return [html];
  const fragment = DOMPurify.sanitize(html, PURIFY_CONFIG);
  return toNodes(fragment.childNodes, base);
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
    // DOMPurify already removed every other tag; this walk only ever builds the allowed ones.
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

