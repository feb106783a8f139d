// The one place that says which Chromium the tests launch, and the `npm test` step that makes sure it is
// there before any stage that launches it: the unit tests, the packed-package test, the e2e suite and
// the benches all take `CHROMIUM` from here, and none of them ever downloads a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's `chromium` package puts its browser here; used when `CHROMIUM_PATH` is not set. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The Chromium executable every test and bench launches: `CHROMIUM_PATH` when set, else Debian's. */
export const CHROMIUM = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;

/**
 * Chromium features every launch turns off. Chromium keeps only the last `--disable-features` it is
 * given, so this repeats the list Playwright passes (its `chromiumSwitches`: no Google traffic,
 * no HTTPS upgrades of the sandbox's http pages, no storage partitioning surprises, no paint holding)
 * before adding ours: the omnibox popup that Chromium 150+ draws with WebUI. Headless, it still loads
 * that popup (and its AI-mode page) into a renderer of its own for every window and keeps it busy, about
 * a third of a core per open page: with two e2e workers on two cores that was a quarter of the machine.
 */
const DISABLED_FEATURES = [
  // Playwright's own list.
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'ThirdPartyStoragePartitioning',
  // The omnibox popup's WebUI renderers.
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Flags for every launch: headless, no sandbox (tests run as root in containers), no background
 * traffic (QUIC, updates, sync) that would reach the network or skew a benchmark's timings, and no
 * browser UI busy beside the page (`DISABLED_FEATURES`).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/**
 * Makes sure `CHROMIUM` exists, or says why it cannot. A `CHROMIUM_PATH` that names a missing file is
 * a mistake to report at once, never a reason to install Debian's browser (which would land elsewhere);
 * without it, a missing Debian browser is installed with apt-get (through sudo when not root).
 * Returns the message to print and exit with when the browser is still missing, or undefined.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return undefined;
  if (process.env.CHROMIUM_PATH) {
    return [
      `ensure-chromium: CHROMIUM_PATH is set to ${CHROMIUM}, but no file is there.`,
      '  Expected: a Chromium executable at that path; it is what the unit tests, the package test and the e2e suite launch.',
      `  To fix: point CHROMIUM_PATH at an installed Chromium, or unset it to use Debian's chromium at ${DEBIAN_CHROMIUM}`,
      '  (this step installs it with apt-get when it is missing).',
    ].join('\n');
  }
  console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's chromium package`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
  return existsSync(CHROMIUM) ? undefined : `ensure-chromium: ${CHROMIUM} is still missing after installing Debian's chromium package`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problem = ensureChromium();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`ensure-chromium: ${CHROMIUM}`);
}
