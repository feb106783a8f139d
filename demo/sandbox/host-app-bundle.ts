import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';

/**
 * The framework host demos (`/react-host.html`, `/vue-host.html`): each app (demo/react-host/main.jsx,
 * demo/vue-host/main.js with its App.vue) is the docs' snippet for that framework, bundled with Vite on
 * the first request and kept in memory, so the demo needs no build step of its own. Only the framework
 * and the app are bundled; the widget is imported from `/dist/index.js` at run time, as a partner's app
 * would take it from the package.
 */

const DEMO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The framework host apps the sandbox serves at `/{name}-host/app.js`. */
export type HostApp = 'react' | 'vue';

const APPS: Record<HostApp, { entry: string; plugins: () => Promise<PluginOption[]> }> = {
  react: { entry: join(DEMO_DIR, 'react-host', 'main.jsx'), plugins: async () => [] },
  vue: {
    entry: join(DEMO_DIR, 'vue-host', 'main.js'),
    plugins: async () => {
      const { default: vue } = await import('@vitejs/plugin-vue');
      // As docs/embedding.md tells integrators: the tag is a custom element, not a Vue component.
      return [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'guest-ordering' } } })];
    },
  },
};

const bundles = new Map<HostApp, Promise<string>>();

/** The bundled host app `app` (one ES module). */
export function hostAppBundle(app: HostApp): Promise<string> {
  let bundle = bundles.get(app);
  if (bundle) return bundle;
  const { entry, plugins } = APPS[app];
  bundle = (async () => {
    const { build } = await import('vite');
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root: dirname(entry),
      plugins: await plugins(),
      define: {
        'process.env.NODE_ENV': '"production"',
        __VUE_OPTIONS_API__: 'false',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      build: {
        write: false,
        minify: true,
        rollupOptions: { input: entry, external: ['/dist/index.js'], output: { format: 'es' } },
      },
    });
    const results = Array.isArray(output) ? output : [output];
    for (const result of results) {
      if (!('output' in result)) continue;
      const chunk = result.output.find((item) => item.type === 'chunk' && item.isEntry);
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
    throw new Error(`the ${app} host app did not build`);
  })();
  bundle.catch(() => bundles.delete(app));
  bundles.set(app, bundle);
  return bundle;
}

/** The host app a request path names (`/react-host/app.js`, `/vue-host/app.js`), or null. */
export function hostAppOfPath(pathname: string): HostApp | null {
  const match = /^\/(react|vue)-host\/app\.js$/.exec(pathname);
  return match ? (match[1] as HostApp) : null;
}
