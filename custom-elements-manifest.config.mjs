// Generates custom-elements.json from the element class's JSDoc (the single source of the public API).
export default {
  globs: ['src/element/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: '.',
  litelement: false,
};
