import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(?:react\/|core\/)?macro['"]/;

/**
 * Compiles Lingui macros (`t`, `<Trans>`, `msg`) with Babel before Vite's own JSX transform.
 *
 * `@vitejs/plugin-react` 6 no longer takes Babel plugins, and the SWC macro plugin ships
 * message ids that differ from Lingui 5's CLI, so we run the official Babel macro on the
 * few files that import a macro and leave every other file to Vite.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'guest-ordering:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('node_modules') || !MACRO_IMPORT.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
