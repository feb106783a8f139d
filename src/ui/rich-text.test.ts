// @vitest-environment happy-dom
// @vitest-environment node
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/ensure-chromium.mjs';
import type { RichTextNode } from './rich-text';

/*
 * The sanitizer runs in Chromium, not in the unit-test DOM: DOMPurify relies on the browser's own
 * HTML parser, and happy-dom parses differently (it keeps `<script>` and drops text around it), so a
 * result there would say nothing about what a guest's browser does. The module is bundled as it
 * ships (with DOMPurify) and called in a blank page; the page records any dialog, error or global
 * flag a hostile input manages to trigger.
 */
const BASE = 'https://api.example.com/';
let browser: Browser;
let bundleText = '';
let page: Page;
const incidents: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'rich-text.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'RichTextModule',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  bundleText = bundle.outputFiles[0]!.text;
  page = await browser.newPage();
  page.on('dialog', (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => incidents.push(`pageerror: ${error.message}`));
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

const clean = (html: string): Promise<RichTextNode[]> =>
  page.evaluate(([text, base]) => (window as unknown as { RichTextModule: typeof import('./rich-text') }).RichTextModule.sanitizeRichText(text, base), [
    html,
    BASE,
  ] as const);
const tags = (): Promise<string[]> =>
  page.evaluate(() => [...(window as unknown as { RichTextModule: typeof import('./rich-text') }).RichTextModule.RICH_TEXT_TAGS]);

describe('sanitizeRichText', () => {
  it('keeps plain text as it is, and nothing for an empty text', async () => {
    expect(await clean('Breakfast from 7 to 11.')).toEqual(['Breakfast from 7 to 11.']);
    expect(await clean('')).toEqual([]);
  });

  it('keeps b, strong, i, em and br as elements, nested as written', async () => {
    expect(await clean('<b>Bold</b> <strong>strong</strong><br><i>it <em>em</em></i>')).toEqual([
      { tag: 'b', children: ['Bold'] },
      ' ',
      { tag: 'strong', children: ['strong'] },
      { tag: 'br' },
      { tag: 'i', children: ['it ', { tag: 'em', children: ['em'] }] },
    ]);
    expect(await tags()).toEqual(['b', 'strong', 'i', 'em', 'a', 'br']);
  });

  it('decodes character references into text (shown as text, never parsed again)', async () => {
    expect(await clean('Fish &amp; chips &lt;b&gt;')).toEqual(['Fish & chips <b>']);
  });

  it('keeps an https link with its href only, resolving a relative one against the API base', async () => {
    expect(await clean('<a href="https://hotel.example/spa" onclick="steal()" style="color:red" title="x" target="_self">Spa</a>')).toEqual([
      { tag: 'a', href: 'https://hotel.example/spa', children: ['Spa'] },
    ]);
    expect(await clean('<a href="/terms.html">terms</a>')).toEqual([{ tag: 'a', href: 'https://api.example.com/terms.html', children: ['terms'] }]);
  });

  it('drops the link but keeps its text when the URL is refused by the platform URL allow-list', async () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/',
      '//evil.example/',
      'vbscript:x',
      'https://user:pw@evil.example/',
    ]) {
      expect(await clean(`<a href="${href.replace(/"/g, '&quot;')}">Menu</a>`), href).toEqual(['Menu']);
    }
    expect(await clean('<a>no href</a>')).toEqual(['no href']);
  });

  it('removes scripts, styles, SVG, MathML, iframes and templates with what they contain', async () => {
    expect(await clean('a<script>alert(1)</script>b')).toEqual(['ab']);
    expect(await clean('a<style>* { display: none }</style>b')).toEqual(['ab']);
    expect(await clean('a<svg onload="alert(1)"><text>svg text</text></svg>b')).toEqual(['ab']);
    expect(await clean('a<math><mtext><b>x</b></mtext></math>b')).toEqual(['ab']);
    expect(await clean('a<iframe src="https://evil.example"></iframe>b')).toEqual(['ab']);
    expect(await clean('a<template><b>t</b></template>b')).toEqual(['ab']);
  });

  it('removes other tags and every attribute, keeping their text', async () => {
    expect(await clean('<img src=x onerror="alert(1)">Hi')).toEqual(['Hi']);
    expect(await clean('<p class="x"><span style="color:red">Red</span> <u>under</u></p>')).toEqual(['Red under']);
    expect(await clean('<b onmouseover="alert(1)" data-x="1" aria-label="y">b</b>')).toEqual([{ tag: 'b', children: ['b'] }]);
    expect(await clean('<form action="https://evil.example"><input name="pw"><button>Go</button></form>')).toEqual(['Go']);
  });

  it('is not fooled by the classic mutation and comment tricks', async () => {
    const results = await Promise.all([
      clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>">'),
      clean('<!--<img src=x onerror=alert(1)>-->text'),
      clean('<b><style><img src=x onerror=alert(1)></style></b>'),
      clean('<a href="https://ok.example/"><svg><a xlink:href="javascript:alert(1)">x</a></svg>y</a>'),
    ]);
    const flat = JSON.stringify(results);
    expect(flat).not.toMatch(/onerror|javascript:|<img|<svg/i);
    expect(results[1]).toEqual(['text']);
    expect(results[3]).toEqual([{ tag: 'a', href: 'https://ok.example/', children: ['y'] }]);
  });

  it('ran nothing while sanitizing any of the inputs above', async () => {
    await clean('<img src=x onerror="window.__pwned=1;alert(1)"><svg onload="window.__pwned=2"></svg><script>window.__pwned=3</script>');
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(incidents).toEqual([]);
  });
});

describe('sanitizeRichText on a host page that enforces Trusted Types with no policy allowed', () => {
  it("keeps the markup through the browser's own sanitizer with no violation (scripts and styles gone), and nothing runs", async () => {
    const ttPage = await browser.newPage();
    try {
      const errors: string[] = [];
      ttPage.on('pageerror', (error) => errors.push(error.message));
      await ttPage.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __violations: string[] }).__violations = violations;
        // Trusted Types violations only: Chrome also reports the inline event handlers of any parsed
        // markup against script-src-attr (blocked, never run), whatever parses it.
        document.addEventListener('securitypolicyviolation', (event) => {
          if (/trusted-types/.test(event.violatedDirective)) violations.push(event.violatedDirective);
        });
      });
      // Served with the header policy from a stand-in origin; the module is a same-origin script file.
      await ttPage.route('https://tt.test/**', (route) =>
        route.request().url().endsWith('/rich-text.js')
          ? route.fulfill({ contentType: 'text/javascript', body: bundleText })
          : route.fulfill({
              contentType: 'text/html',
              headers: { 'content-security-policy': "require-trusted-types-for 'script'; trusted-types 'none'; script-src 'self'" },
              body: '<!doctype html><html><head><script src="/rich-text.js"></script></head><body></body></html>',
            }),
      );
      await ttPage.goto('https://tt.test/');
      const enforced = await ttPage.evaluate(() => {
        try {
          document.createElement('div').innerHTML = '<b>x</b>';
          return false;
        } catch {
          return true;
        }
      });
      expect(enforced).toBe(true);
      // The probe above was the one violation; the sanitizing below adds none.
      await expect.poll(() => ttPage.evaluate(() => (window as unknown as { __violations: string[] }).__violations.splice(0).length)).toBe(1);
      const result = await ttPage.evaluate(
        ([text, base]) => (window as unknown as { RichTextModule: typeof import('./rich-text') }).RichTextModule.sanitizeRichText(text, base),
        [
          'Prices include <b>service</b> &amp; tax.<br><a href="https://ok.example/">Terms</a><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><style>b{}</style>',
          BASE,
        ] as const,
      );
      expect(result).toEqual([
        'Prices include ',
        { tag: 'b', children: ['service'] },
        ' & tax.',
        { tag: 'br' },
        { tag: 'a', href: 'https://ok.example/', children: ['Terms'] },
      ]);
      await ttPage.waitForTimeout(100);
      expect(await ttPage.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(await ttPage.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      await ttPage.close();
    }
  });
});

describe('sanitizeRichText where the browser has no HTML Sanitizer API', () => {
  it("gives, through DOMPurify, the same nodes as the browser's sanitizer", async () => {
    const inputs = [
      'Prices include <b>service</b> &amp; tax.<br><a href="https://ok.example/">Terms</a>',
      '<foo>unknown <em>e</em></foo><div>kept <i>t</i></div><a href="javascript:alert(1)">js</a>',
      'a<script>alert(1)</script>b<style>*{}</style>c<svg><text>s</text></svg>d<math><mi>m</mi></math><iframe>f</iframe><img src=x onerror="alert(1)">e',
    ];
    const both = await page.evaluate(
      ([texts, base]) => {
        const module = (window as unknown as { RichTextModule: typeof import('./rich-text') }).RichTextModule;
        const withApi = texts.map((text) => module.sanitizeRichText(text, base));
        const proto = Element.prototype as unknown as { setHTML?: unknown };
        const setHtml = proto.setHTML;
        delete proto.setHTML;
        try {
          const hasApi = typeof (document.createElement('template') as unknown as { setHTML?: unknown }).setHTML === 'function';
          return { hasApi, withApi, withPurify: texts.map((text) => module.sanitizeRichText(text, base)) };
        } finally {
          proto.setHTML = setHtml;
        }
      },
      [inputs, BASE] as const,
    );
    expect(both.hasApi).toBe(false);
    expect(both.withPurify).toEqual(both.withApi);
    expect(both.withApi[2]).toEqual(['abcde']);
  });
});

describe('richTextAsPlainText', () => {
  it('keeps the words, drops tags and non-text contents, decodes references', async () => {
    const plain = (html: string) =>
      page.evaluate((text) => (window as unknown as { RichTextModule: typeof import('./rich-text') }).RichTextModule.richTextAsPlainText(text), html);
    expect(await plain('<b>Bold</b> and <i>it</i>')).toBe('Bold and it');
    expect(await plain('a<script>alert(1)</script>b<style>*{}</style>c<svg><text>s</text></svg>d')).toBe('abcd');
    expect(await plain('x<!-- <b>hidden</b> -->y<br/>z')).toBe('xy\nz');
    expect(await plain('&lt;b&gt; &#65;&#x42; &unknown; &#0;')).toBe('<b> AB &unknown; \ufffd');
    expect(await plain('cut <b')).toBe('cut ');
  });
});
