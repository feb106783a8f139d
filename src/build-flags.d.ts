/** Experiment build switch (vite.config.ts): a deep link's code starts after the loader's first paint. */
declare const __GO_CODE_AFTER_PAINT__: boolean;
