// Builds the bare React baseline into dist/bench/ (served by the sandbox at /dist/bench/).
// Separate from the widget's vite.config.ts on purpose: no Lingui, no Linaria, no shadow CSS.
// Run by tests/bench/first-paint.mjs; the widget build empties dist/, so the bench rebuilds it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/dist/bench/',
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('../../../dist/bench/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    modulePreload: false,
  },
});
