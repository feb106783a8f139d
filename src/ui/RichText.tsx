import { Fragment, useMemo, type ReactNode } from 'react';
import { sanitizeRichText, type RichTextNode } from './rich-text';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** The platform's rich text (HTML with at most b, strong, i, em, a[href] and br kept). */
  html: string;
  /** The absolute API base that relative link URLs resolve against (`resolveBaseUrl(config.apiBase)`). */
  base: string;
  /** The element that holds the text; a paragraph unless told. */
  as?: 'p' | 'div' | 'span';
  className?: string;
}

/**
 * Shows rich text from the platform: the allowed tags render as elements, everything else is
 * removed, and links open in a new tab with `rel="noopener noreferrer"` (rules in `./rich-text.ts`).
 * Built from React elements, never through `innerHTML`.
 */
export function RichText({ html, base, as: Tag = 'p', className }: RichTextProps) {
  const nodes = useMemo(() => sanitizeRichText(html, base), [html, base]);
  // Platform text: its own direction (an English description inside an Arabic screen), not the screen's.
  return (
    <Tag className={className} dir="auto">
      {render(nodes)}
    </Tag>
  );
}

function render(nodes: RichTextNode[]): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: the nodes are rebuilt whole from the text each time it changes, so a node's place is all that names it
  return nodes.map((node, index) => <Fragment key={index}>{renderNode(node)}</Fragment>);
}

function renderNode(node: RichTextNode): ReactNode {
  if (typeof node === 'string') return node;
  switch (node.tag) {
    case 'br':
      return <br />;
    case 'a':
      return (
        <a href={node.href} target="_blank" rel="noopener noreferrer">
          {render(node.children)}
        </a>
      );
    default: {
      const Tag = node.tag;
      return <Tag>{render(node.children)}</Tag>;
    }
  }
}
