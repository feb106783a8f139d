import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 Focus Not Obscured (Minimum): the element with the keyboard focus (the deepest
 * `shadowRoot.activeElement`) is not entirely hidden, neither off screen nor under anything the
 * widget draws over it (the sticky order bar, the sticky category tabs). Hit-tests a 5x5 grid of
 * points over the focused element: null when at least `share` of them (0 to 1; any one point by
 * default, the criterion's minimum) land on it, otherwise what covers it.
 */
export function focusObscuredBy(page: Page, share = 0): Promise<string | null> {
  return page.evaluate((share) => {
    let root: Document | ShadowRoot = document;
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) {
      root = active.shadowRoot;
      active = active.shadowRoot.activeElement;
    }
    if (!active || active === document.body) return 'nothing has the focus';
    const label = (element: Element) =>
      `${element.localName}${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ` "${(element.textContent ?? '').trim().slice(0, 30)}"`}`;
    const rect = active.getBoundingClientRect();
    let seen = 0;
    let cover: Element | null = null;
    for (let i = 0; i < 5; i += 1) {
      for (let j = 0; j < 5; j += 1) {
        const x = rect.left + (rect.width * (i + 0.5)) / 5;
        const y = rect.top + (rect.height * (j + 0.5)) / 5;
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
        const hit = root.elementFromPoint(x, y);
        if (hit && (hit === active || active.contains(hit))) seen += 1;
        else cover ??= hit;
      }
    }
    if (seen > 0 && seen >= share * 25) return null;
    const where = `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}x${Math.round(rect.height)} in ${innerWidth}x${innerHeight}`;
    return `${label(active)} is ${seen}/25 visible, under ${cover ? label(cover) : 'the window edge'} (${where})`;
  }, share);
}

/**
 * WCAG 2.2 Reflow: at the current viewport width nothing in the widget needs a horizontal scroll.
 * The page itself does not scroll sideways, and no element of the widget reaches past the window's
 * inline edges, except inside a container that scrolls sideways by design (the category strip).
 * Returns the elements that stick out.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > scroller.clientWidth + 1) out.push(`the page scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`);
    const host = document.querySelector('guest-ordering');
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => /auto|scroll|hidden|clip/.test(getComputedStyle(element).overflowX);
    const walk = (element: Element, clipped: boolean) => {
      const rect = element.getBoundingClientRect();
      if (!clipped && rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden' && (rect.left < -1 || rect.right > width + 1)) {
        out.push(
          `${element.localName}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}" spans ${Math.round(rect.left)}..${Math.round(rect.right)}`,
        );
        return;
      }
      const inner = clipped || scrollsSideways(element);
      for (const child of element.children) walk(child, inner);
      if (element.shadowRoot) for (const child of element.shadowRoot.children) walk(child, inner);
    };
    if (host?.shadowRoot) for (const child of host.shadowRoot.children) walk(child, false);
    return out;
  });
}

/**
 * Everything in the widget that moves: elements (and their `::before` / `::after`) with a running
 * animation or a transition of some duration. Empty when the guest's reduced-motion setting is honoured.
 */
export function movingElements(page: Page): Promise<string[]> {
  return page.locator('guest-ordering').evaluate((host) => {
    const out: string[] = [];
    const seconds = (value: string) => Math.max(0, ...value.split(',').map((part) => parseFloat(part) || 0));
    const walk = (scope: ParentNode) => {
      for (const element of scope.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0;
          const transitioned = seconds(style.transitionDuration) > 0;
          if (animated || transitioned)
            out.push(
              `${element.localName}${pseudo ?? ''}.${[...element.classList].join('.')}: ${animated ? `animation ${style.animationName}` : `transition ${style.transitionProperty}`}`,
            );
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(host.shadowRoot!);
    return out;
  });
}

/**
 * Right to left: every visible run of Latin letters in the widget (a platform text the guest's
 * language has no translation for: an address, a description, a name, a choice) is isolated with its
 * own direction, by a `<bdi>`, an element with its own `dir` below the widget's root, or Unicode
 * isolates, so the right-to-left screen cannot reorder it (the frame's footer holds the widget's own
 * links, not the venue's texts, and is left out). Returns the runs that are not, and how
 * many Latin runs were seen (so a check that saw none can say so).
 */
export function unisolatedLatinText(page: Page): Promise<{ seen: number; loose: string[] }> {
  return page.evaluate(() => {
    const shadow = document.querySelector('guest-ordering')?.shadowRoot;
    const loose: string[] = [];
    let seen = 0;
    if (!shadow) return { seen, loose: ['no widget'] };
    const base = shadow.querySelector('[part="base"]');
    const isolated = (node: Node) => {
      for (let element = node.parentElement; element && element !== base; element = element.parentElement) {
        if (element.localName === 'bdi' || element.hasAttribute('dir')) return true;
      }
      // Isolated runs inside a sentence ("Order from \u2068Harbor & Lumen\u2069") are theirs already.
      return !/[A-Za-z]/.test((node.textContent ?? '').replace(/[\u2066-\u2068][^\u2069]*\u2069/g, ''));
    };
    const walker = document.createTreeWalker(shadow, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!/[A-Za-z]/.test(text) || !parent || parent.closest('style, script, select, [aria-hidden="true"], [data-go-frame="footer"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      seen += 1;
      if (!isolated(node)) loose.push(`${parent.localName}: "${text.trim().slice(0, 40)}"`);
    }
    return { seen, loose };
  });
}

/**
 * Resolves once `count` animation frames have passed in the page: what a key press set going (a scroll,
 * the current category changing, the sticky tabs growing) has been laid out, so a check of the focus
 * sees where things end up, not a frame in between.
 */
export function afterFrames(page: Page, count = 4): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    count,
  );
}
