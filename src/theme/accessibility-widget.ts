const MARK = 'data-guest-ordering-accessibility-widget';

/**
 * Loads an accessibility widget script into a page the widget owns (`owns-page`): one `<script>` in
 * the document's `<head>`, marked `data-guest-ordering-accessibility-widget`, never inside the shadow
 * root (the overlay works on the page, with its own styles). `url` has already passed the URL
 * allow-list. A script with the same address already on the page (the host's own, or ours from an
 * earlier start) is not added again. Returns the script element that loads it.
 */
export function loadAccessibilityWidget(doc: Document, url: string): HTMLScriptElement {
  const wanted = new URL(url, doc.baseURI).href;
  for (const script of Array.from(doc.scripts)) {
    if (script.src && new URL(script.src, doc.baseURI).href === wanted) return script;
  }
  const script = doc.createElement('script');
  script.setAttribute(MARK, '');
  script.async = true;
  script.src = url;
  (doc.head ?? doc.documentElement).append(script);
  return script;
}
