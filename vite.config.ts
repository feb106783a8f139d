/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vite';
import { linguiMacro } from './build/lingui-macro-plugin';
import { shadowCss } from './build/shadow-css-plugin';

const wywPlugin = wyw({
  include: ['src/**/*.{ts,tsx}'],
  babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
});

export default defineConfig({
  plugins: [linguiMacro(), react(), wywPlugin, shadowCss(wywPlugin)],
  // Without this the bundle throws in browsers (no `process`) and ships React's dev build too.
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'test' ? 'test' : 'production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: { 'guest-ordering': 'src/register.ts', index: 'src/index.ts' },
      formats: ['es'],
    },
    minify: true,
    rollupOptions: {
      output: { chunkFileNames: 'chunks/[name]-[hash].js', entryFileNames: '[name].js' },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
  },
});
