/** The floors of docs/architecture.md, top first (folder names under src/; `entry` = src/*.ts). */
export const FLOORS: string[][];
/** The files of src/ that demo/ may import (paths from the repository root): the domain and the API schemas. */
export const DEMO_MAY_IMPORT: RegExp[];
/** The floor number of a file under `src` (0 = the entries), or undefined for an unknown folder. */
export function floorOf(file: string, src?: string): number | undefined;
/** Relative imports of one file, resolved to files (or `{ unresolved }`). */
export function importsOf(file: string): (string | { unresolved: string })[];
/** Every breach under `root`/src and `root`/demo, paths relative to `root`. */
export function checkImports(root?: string): { upward: string[]; cycles: string[][]; unknown: string[]; fromDemo: string[] };
