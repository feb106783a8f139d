import { transform as minifyCss } from 'lightningcss';
import path from 'node:path';
import type { Plugin } from 'vite';

// The browsers the widget supports anyway (it needs `:dir()`, `color-mix()`, constructable sheets):
// with targets, lightningcss drops the -webkit-/-ms- duplicates Linaria's prefixer adds, which made
// up about a third of the first screen's CSS. Versions are encoded as major << 16 | minor << 8.
const CSS_TARGETS = { chrome: 111 << 16, edge: 111 << 16, firefox: 121 << 16, safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8) };

const WYW_CSS_IMPORT = /import\s+["']([^"']+\.wyw-in-js\.css)["'];?/g;
const REGISTRY = path.resolve(__dirname, '../src/theme/shadow-stylesheet.ts');

/**
 * Sends the CSS that Linaria extracts into our shadow roots instead of the host document.
 *
 * wyw-in-js appends `import "./File.wyw-in-js.css"` to every module that uses `css`. Left alone,
 * Vite would inject a `<style>` into the host page, where our rules cannot reach the shadow root
 * and a strict CSP would block them. This plugin (placed after `wyw()`) replaces that import with a
 * call registering the minified text in one shared constructable stylesheet that every
 * `<guest-ordering>` adopts (see `src/theme/shadow-stylesheet.ts`).
 */
export function shadowCss(wyw: Plugin): Plugin {
  const call = <T>(hook: unknown, ctx: unknown, ...args: unknown[]): T | undefined => {
    const fn = typeof hook === 'function' ? hook : (hook as { handler?: unknown } | undefined)?.handler;
    return typeof fn === 'function' ? (fn as (...a: unknown[]) => T).apply(ctx, args) : undefined;
  };
  return {
    name: 'guest-ordering:shadow-css',
    enforce: 'post',
    async transform(code, id) {
      if (!code.includes('.wyw-in-js.css')) return null;
      const texts: string[] = [];
      for (const match of code.matchAll(WYW_CSS_IMPORT)) {
        const resolved = (await call<string>(wyw.resolveId, this, match[1], id, {})) ?? match[1];
        const raw = await call<string>(wyw.load, this, resolved);
        if (raw) texts.push(raw);
      }
      const css = texts.join('\n');
      const minified = css ? minifyCss({ filename: 'shadow.css', code: Buffer.from(css), minify: true, targets: CSS_TARGETS }).code.toString() : '';
      const registration = `import { registerShadowCss as __registerShadowCss } from ${JSON.stringify(REGISTRY)};\n__registerShadowCss(${JSON.stringify(minified)});\n`;
      return { code: registration + code.replace(WYW_CSS_IMPORT, ''), map: null };
    },
  };
}
