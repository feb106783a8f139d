/** Debian's `chromium` package puts its browser here; used when `CHROMIUM_PATH` is not set. */
export const DEBIAN_CHROMIUM: string;
/** The Chromium executable every test and bench launches: `CHROMIUM_PATH` when set, else Debian's. */
export const CHROMIUM: string;
/** Flags for every launch: headless, no sandbox, no background traffic. */
export const CHROMIUM_ARGS: string[];
/** Makes sure `CHROMIUM` exists (installing Debian's when `CHROMIUM_PATH` is unset); the failure message, or undefined. */
export function ensureChromium(): string | undefined;
