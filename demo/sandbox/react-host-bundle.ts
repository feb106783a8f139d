import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The React host demo (`/react-host.html`): its app, demo/react-host/main.jsx, is bundled with Vite on
 * the first request and kept in memory, so the demo needs no build step of its own. Only React and the
 * app are bundled; the widget is imported from `/dist/index.js` at run time, as a partner's app would
 * take it from the package.
 */

const ENTRY = join(resolve(dirname(fileURLToPath(import.meta.url)), '..', 'react-host'), 'main.jsx');
let bundle: Promise<string> | null = null;

/** The bundled React host app (one ES module). */
export function reactHostBundle(): Promise<string> {
  bundle ??= (async () => {
    const { build } = await import('vite');
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root: dirname(ENTRY),
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        minify: true,
        rollupOptions: { input: ENTRY, external: ['/dist/index.js'], output: { format: 'es' } },
      },
    });
    const results = Array.isArray(output) ? output : [output];
    for (const result of results) {
      if (!('output' in result)) continue;
      const chunk = result.output.find((item) => item.type === 'chunk' && item.isEntry);
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
    throw new Error('the React host app did not build');
  })();
  bundle.catch(() => {
    bundle = null;
  });
  return bundle;
}
