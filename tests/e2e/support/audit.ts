import { expect, test, type Locator, type Page } from '@playwright/test';
import { runAxe } from './axe-run';
import { hasTouch } from './press';

/** The WCAG 2.2 AA rule sets axe runs: every level A and AA rule up to WCAG 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Smallest target size (CSS px, each side) WCAG 2.2's Target Size (Minimum) accepts. */
export const MIN_TARGET = 24;

/** One control smaller than {@link MIN_TARGET} whose 24 px circle overlaps another target. */
export interface SmallTarget {
  /** Tag, accessible name or text of the control, to find it. */
  control: string;
  width: number;
  height: number;
}

/**
 * The strict accessibility audit every e2e journey runs on each screen, popup and overlay it reaches:
 * axe over the widget (it pierces the open shadow root) with the WCAG 2.2 AA tags, failing on a
 * violation of ANY impact (minor and moderate included); then, on a touch device (the `phone`
 * project), the target-size check of {@link smallTargets}. No axe rule is disabled: when one must
 * be for a documented axe false positive inside shadow DOM, name the rule and the axe issue here.
 *
 * Runs as a `test.step` named after `screen`, so a failure says which screen broke; the expectations
 * are soft, so one journey reports the findings of every screen it audits before failing.
 */
export async function auditAccessibility(page: Page, screen: string): Promise<void> {
  await test.step(`accessibility audit: ${screen}`, async () => {
    // Label in Name is tagged experimental in older axe releases: asked for by name, whatever the tags say.
    const results = await runAxe(
      page,
      { include: [['guest-ordering']] },
      { runOnly: { type: 'tag', values: WCAG_TAGS }, rules: { 'label-content-name-mismatch': { enabled: true } } },
    );
    const violations = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join('; ')})`,
    );
    expect.soft(violations, `axe on ${screen}`).toEqual([]);
    expect.soft(await namesNotStartingWithText(page), `accessible names that do not begin with the visible text on ${screen}`).toEqual([]);
    if (await hasTouch(page)) expect.soft(await smallTargets(page), `targets under ${MIN_TARGET} px on ${screen}`).toEqual([]);
  });
}

/**
 * {@link auditAccessibility} once more with the widget switched to Hebrew (its `language` attribute),
 * so a screen a left-to-right journey reaches is audited right to left too without a journey of its
 * own. `shown` is something of that screen in Hebrew: the audit runs only once it is visible, so it
 * audits the same screen. The attribute is put back afterwards and the layout is left to right again.
 */
export async function auditRightToLeft(page: Page, screen: string, shown: (root: Locator) => Locator): Promise<void> {
  const host = page.locator('guest-ordering');
  const before = await host.getAttribute('language');
  await host.evaluate((element) => element.setAttribute('language', 'he'));
  await expect(host.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
  await expect(shown(host)).toBeVisible();
  await auditAccessibility(page, `${screen}, right to left`);
  await host.evaluate((element, value) => (value === null ? element.removeAttribute('language') : element.setAttribute('language', value)), before);
  await expect(host.locator('[part="base"]')).toHaveAttribute('dir', 'ltr');
}

/**
 * WCAG 2.2 Target Size (Minimum): every visible control of the widget is at least 24x24 CSS px, or
 * its 24 px circle (centred on it) touches no other target nor another small target's circle (the
 * spacing exception). Links inside a sentence are exempt (the inline exception), as are controls
 * hidden, disabled or behind an open modal dialog (inert while it is open). Returns the controls that fail.
 */
export async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.locator('guest-ordering').evaluate((host, min) => {
    const root = host.shadowRoot!;
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="option"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const all: Element[] = [];
    const walk = (scope: ParentNode) => {
      for (const element of scope.querySelectorAll('*')) {
        if (element.matches(selector)) all.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    // While a modal dialog is open only its controls can be operated: the rest of the widget is inert.
    const modals = [...root.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
    walk(modals.at(-1) ?? root);
    const isInline = (element: Element) => {
      if (element.localName !== 'a' || getComputedStyle(element).display !== 'inline') return false;
      const text = (element.parentElement?.textContent ?? '').trim();
      return text.length > (element.textContent ?? '').trim().length;
    };
    const shown = all.filter((element) => {
      if ((element as HTMLButtonElement).disabled || element.closest('[inert]')) return false;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      // A native control laid over a larger label (a styled radio or checkbox) is the label's target.
      if (element.localName === 'input' && (element as HTMLInputElement).labels?.length) {
        const label = (element as HTMLInputElement).labels![0]!.getBoundingClientRect();
        if (label.width >= min && label.height >= min) return false;
      }
      return !isInline(element);
    });
    // Nested targets (a button inside a clickable row) count once: the outer one.
    const targets = shown.filter(
      (element) =>
        !shown.some(
          (other) => other !== element && other.contains(element) && other.getBoundingClientRect().width >= min && other.getBoundingClientRect().height >= min,
        ),
    );
    const rects = targets.map((element) => element.getBoundingClientRect());
    const small = targets.map((_, i) => rects[i]!.width < min - 0.5 || rects[i]!.height < min - 0.5);
    const centre = (r: DOMRect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const failing: { control: string; width: number; height: number }[] = [];
    targets.forEach((element, i) => {
      if (!small[i]) return;
      const c = centre(rects[i]!);
      const crowded = targets.some((other, j) => {
        if (j === i || other.contains(element) || element.contains(other)) return false;
        const r = rects[j]!;
        if (small[j]) return Math.hypot(centre(r).x - c.x, centre(r).y - c.y) < min - 0.5;
        return distanceToRect(c, r) < min / 2 - 0.5;
      });
      if (crowded) {
        const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
        failing.push({ control: `${element.localName} "${name}"`, width: Math.round(rects[i]!.width), height: Math.round(rects[i]!.height) });
      }
    });
    return failing;
  }, MIN_TARGET);
}

/**
 * WCAG 2.5.3 Label in Name, as this project holds it: a control named beyond its visible text (an
 * `aria-label` or `aria-labelledby`) has a name that begins with that text, so a voice-control guest who
 * says what they see presses it (axe only asks that the text be somewhere in the name). Text hidden from
 * sight (aria-hidden, or clipped away for screen readers) is not visible text. Controls behind an open
 * modal dialog are left out (inert). Returns "name ← visible text" of each control that fails.
 */
export async function namesNotStartingWithText(page: Page): Promise<string[]> {
  return page.locator('guest-ordering').evaluate((host) => {
    const root = host.shadowRoot!;
    const modals = [...root.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
    const scope: ParentNode = modals.at(-1) ?? root;
    const controls = scope.querySelectorAll('button, a[href], [role="button"], [role="link"], [role="option"], [role="tab"], [role="menuitem"]');
    const hiddenFromSight = (element: Element) => {
      const style = getComputedStyle(element);
      return element.getAttribute('aria-hidden') === 'true' || style.display === 'none' || style.visibility === 'hidden' || style.clipPath === 'inset(50%)';
    };
    const visibleText = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || hiddenFromSight(node)) return '';
      // Block-level children read as separate words.
      return [...node.childNodes].map(visibleText).join(getComputedStyle(node).display === 'inline' ? '' : ' ');
    };
    const byId = (id: string) => (root as ShadowRoot).getElementById?.(id) ?? root.querySelector(`#${CSS.escape(id)}`);
    const tidy = (text: string) =>
      text
        .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLocaleLowerCase();
    const out: string[] = [];
    for (const control of controls) {
      if (hiddenFromSight(control) || control.getClientRects().length === 0) continue;
      const label = control.getAttribute('aria-label');
      const labelledBy = control.getAttribute('aria-labelledby');
      if (label === null && labelledBy === null) continue;
      // aria-labelledby wins over aria-label, as in the browser's name computation.
      const name = tidy(
        labelledBy !== null
          ? labelledBy
              .split(/\s+/)
              .map((id) => byId(id)?.textContent ?? '')
              .join(' ')
          : (label ?? ''),
      );
      const text = tidy(visibleText(control));
      if (text && !name.startsWith(text)) out.push(`"${name}" <- "${text}"`);
    }
    return out;
  });
}
