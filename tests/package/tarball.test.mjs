// The published package, as an integrator gets it: `npm pack`, the tarball installed into a fresh
// project with npm, type-checked under `moduleResolution` bundler and node16, bundled by Vite and
// esbuild, and rendered in Chromium against the sandbox. Also pins the script-tag build with the SRI
// hashes it ships (dist/sri.json).
//
//   node scripts/build.mjs && node --test tests/package/tarball.test.mjs   (a stage of `npm test`)
//
// It packs the dist/ the build stage just made (`npm pack --ignore-scripts`): a real `npm pack` runs
// the same build again as `prepack`, which would double the stage's time; the first test checks that
// `prepack` is that build.
// Needs no network: the install reads the npm cache the repository's own `npm ci` filled. Set
// KEEP_TARBALL_PROJECT=1 to keep the temporary project for a look afterwards.
import { chromium } from '@playwright/test';
import { build as esbuild, stop as stopEsbuild } from 'esbuild';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/ensure-chromium.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSC = join(ROOT, 'node_modules', '.bin', 'tsc');
const WAIT = 15_000;
/** A seeded restaurant open around the clock (demo/README.md): the deep link opens its menu. */
const MENU_LINK = '?restaurant=2003&experience=PICKUP';
const ATTRIBUTES = 'api-base="/" publishable-key="pk_demo" business-id="1001" product-id="demo" flow="RESTAURANT"';

/** What the tarball may hold: the built package and its documents, nothing of the repository's own. */
const ALLOWED = [/^package\.json$/, /^README\.md$/, /^LICENSE$/, /^custom-elements\.json$/, /^dist\//];
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];

const work = mkdtempSync(join(tmpdir(), 'guest-ordering-tarball-'));
const app = join(work, 'app');
let tarball;
let tarballFiles = [];
let packed;
let sandbox;
let sandboxUrl;
let browser;

const started = Date.now();
/** Logs how long the setup has taken so far (the stage should stay around a minute and a half). */
function step(what) {
  console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);
}

/**
 * npm without the `npm_*` settings of the `npm test` that started us (prefix, flags of the parent
 * command): the nested npm must act on the folder it is given and nothing else.
 */
function npmEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || /^npm_config_cache$/i.test(key)));
}

function run(command, args, cwd, timeout = 120_000) {
  const result = spawnSync(command, args, { cwd, env: npmEnv(), encoding: 'utf8', timeout });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${output}`);
  return result.stdout;
}

/** Starts the sandbox on free ports, serving the installed package's dist/ at /dist/. */
function startSandbox(distDir) {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'demo', 'start.mjs'), '--port', '0', '--realtime-port', '0', '--data-dir', join(work, 'sandbox-data'), '--fresh', '--dist-dir', distDir],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const url = new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start in 60 s:\n${log}`)), 60_000);
    const read = (chunk) => {
      log += chunk;
      const match = /guest-ordering demo: (http:\/\/\S+?)\/?\s/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}):\n${log}`));
    });
  });
  return { child, url };
}

async function stopSandbox(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(timer);
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

/**
 * A page on the sandbox's origin whose files under `/tarball-app/` come from `dir` (the bundler's
 * output): the widget then calls the real sandbox API with `api-base="/"`, as on a host's own site.
 */
async function openApp(dir, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.route(`${sandboxUrl}/tarball-app/**`, async (route) => {
    const file = join(dir, new URL(route.request().url()).pathname.replace(/^\/tarball-app\//, ''));
    if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not in the bundle' });
    return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
  await page.goto(`${sandboxUrl}/tarball-app/${path}`);
  return { page, context, problems };
}

/** The menu of the deep-linked restaurant inside one widget: its categories and a seeded dish. */
async function expectMenu(widget) {
  await widget.getByRole('navigation', { name: 'Menu categories' }).waitFor({ state: 'visible', timeout: WAIT });
  await widget.getByText('Margherita', { exact: true }).first().waitFor({ state: 'visible', timeout: WAIT });
}

before(async () => {
  const output = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], ROOT);
  packed = JSON.parse(output.slice(output.lastIndexOf('\n[\n') + 1))[0];
  tarball = join(work, packed.filename);
  tarballFiles = packed.files.map((file) => file.path);
  step(`packed ${packed.filename}`);

  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name: 'tarball-app', private: true, type: 'module' }, null, 2)}\n`);
  // @types/react too, as a React host has it: one check below type-checks the declarations themselves.
  const { devDependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, `@types/react@${devDependencies['@types/react']}`], app, 180_000);
  step('installed the tarball into a fresh project');

  // What an integrator's app does: the script-tag build registers <guest-ordering>, and the ESM entry
  // registers the same element under its own tag beside it.
  writeFileSync(
    join(app, 'src', 'main.ts'),
    ["import 'guest-ordering/register';", "import { defineGuestOrdering } from 'guest-ordering';", '', "defineGuestOrdering('esm-ordering');", ''].join('\n'),
  );
  // Type-only checks: each line fails to compile if the package's types are missing or resolve to `any`.
  writeFileSync(
    join(app, 'src', 'types.ts'),
    [
      "import 'guest-ordering/register';",
      "import { DEFAULT_TAG_NAME, defineGuestOrdering, GuestOrderingElement, type ElementConfig } from 'guest-ordering';",
      '',
      "const tag: 'guest-ordering' = DEFAULT_TAG_NAME;",
      'const make: CustomElementConstructor = defineGuestOrdering(tag);',
      '// @ts-expect-error a tag name is a string',
      'defineGuestOrdering(42);',
      "const widget: GuestOrderingElement | null = document.querySelector('guest-ordering');",
      "widget?.addEventListener('order-complete', (event) => {",
      '  const orderNumber: string = event.detail.orderNumber;',
      '  console.log(orderNumber);',
      '});',
      '// The events on any element (HTMLElementEventMap), as a host holding a plain HTMLElement has them.',
      'const plain: HTMLElement = document.body;',
      "plain.addEventListener('order-complete', (event) => console.log(event.detail.orderNumber.toUpperCase()));",
      "plain.addEventListener('cart-change', (event) => console.log(event.detail.quantity + 1));",
      '// Attribute properties typed by their kind.',
      'const kiosk: boolean | undefined = widget?.kiosk;',
      'const idle: number | null | undefined = widget?.kioskIdleSeconds;',
      "const config: Partial<ElementConfig> = { apiBase: '/' };",
      '// @ts-expect-error apiBase is a string',
      'const wrong: Partial<ElementConfig> = { apiBase: 1 };',
      '// The global the script-tag build declares (guest-ordering/register).',
      "const version: string | undefined = window.GuestOrdering && 'version' in window.GuestOrdering ? window.GuestOrdering.version : undefined;",
      'console.log(make, config, wrong, version, kiosk, idle);',
      '',
    ].join('\n'),
  );
  // A React host writes the element in JSX with its attributes typed (JSX.IntrinsicElements).
  writeFileSync(
    join(app, 'src', 'host.tsx'),
    [
      "import type {} from 'guest-ordering';",
      '',
      'export const ordering = <guest-ordering business-id="1001" publishable-key="pk_1" kiosk="true" kiosk-idle-seconds={90} />;',
      '// @ts-expect-error a boolean attribute takes "true", "false" or ""',
      'export const wrong = <guest-ordering kiosk="yes" />;',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(app, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>tarball app</title></head><body>',
      `<guest-ordering id="script-build" ${ATTRIBUTES}></guest-ordering>`,
      `<esm-ordering id="esm-build" ${ATTRIBUTES}></esm-ordering>`,
      '<script type="module" src="./src/main.ts"></script>',
      '</body></html>',
      '',
    ].join('\n'),
  );

  sandbox = startSandbox(join(app, 'node_modules', 'guest-ordering', 'dist'));
  const launching = chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  [sandboxUrl, browser] = await Promise.all([sandbox.url, launching]);
  step(`sandbox at ${sandboxUrl}, Chromium started`);
});

after(async () => {
  await stopEsbuild();
  await browser?.close();
  if (sandbox) await stopSandbox(sandbox.child);
  if (process.env.KEEP_TARBALL_PROJECT === '1') console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
});

test('the tarball holds the built package only: no install scripts, no sandbox, tests, scripts or sources', () => {
  const stray = tarballFiles.filter((path) => !ALLOWED.some((pattern) => pattern.test(path)));
  assert.deepEqual(stray, []);
  for (const needed of [
    'custom-elements.json',
    'README.md',
    'LICENSE',
    'dist/index.js',
    'dist/guest-ordering.js',
    'dist/sri.json',
    'dist/types/index.d.ts',
    'dist/types/register.d.ts',
  ]) {
    assert.ok(tarballFiles.includes(needed), `${needed} is missing from the tarball`);
  }
  const manifest = JSON.parse(readFileSync(join(app, 'node_modules', 'guest-ordering', 'package.json'), 'utf8'));
  assert.deepEqual(
    INSTALL_SCRIPTS.filter((name) => manifest.scripts?.[name]),
    [],
  );
  // `npm pack` and `npm publish` build first, so a tarball never ships a stale or missing dist/.
  assert.equal(manifest.scripts?.prepack, 'node scripts/build.mjs');
  // Every library the widget runs is bundled into dist/: installing it must not pull them in again.
  const bundled = ['react', 'react-dom', 'firebase', 'libphonenumber-js', 'dompurify', 'date-fns'];
  assert.deepEqual(
    bundled.filter((name) => existsSync(join(app, 'node_modules', name))),
    [],
  );
  const elements = JSON.parse(readFileSync(join(app, 'node_modules', 'guest-ordering', 'custom-elements.json'), 'utf8'));
  const tags = elements.modules.flatMap((mod) => (mod.declarations ?? []).map((declaration) => declaration.tagName)).filter(Boolean);
  assert.ok(tags.includes('guest-ordering'), `custom-elements.json declares ${JSON.stringify(tags)}`);
});

/** Type-checks src/types.ts and src/host.tsx (a React host's JSX) in the fresh project; fails on any error. */
function typeCheck(name, options) {
  const config = join(app, `tsconfig.${name}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: { target: 'es2022', lib: ['es2023', 'dom', 'dom.iterable'], strict: true, noEmit: true, types: [], jsx: 'react-jsx', ...options },
      files: ['src/types.ts', 'src/host.tsx'],
    }),
  );
  run(TSC, ['-p', config], app);
}

for (const resolution of ['bundler', 'node16']) {
  test(`TypeScript finds the types of guest-ordering and guest-ordering/register (moduleResolution ${resolution})`, () => {
    typeCheck(resolution, { module: resolution === 'bundler' ? 'esnext' : 'node16', moduleResolution: resolution, skipLibCheck: true });
  });
}

test('the published declarations themselves type-check (skipLibCheck false, with @types/react as a React host has it)', () => {
  // Some public types reach the widget's React context type (docs/embedding.md says so); every other
  // library their declarations name must come with the package's own dependencies.
  for (const resolution of ['bundler', 'node16']) {
    // skipDefaultLibCheck: TypeScript's own lib.*.d.ts are not ours to check, and take most of the time.
    typeCheck(`${resolution}-strict`, {
      module: resolution === 'bundler' ? 'esnext' : 'node16',
      moduleResolution: resolution,
      skipLibCheck: false,
      skipDefaultLibCheck: true,
    });
  }
});

test('Vite bundles an app importing guest-ordering and guest-ordering/register, and both widgets show the menu in Chromium', async () => {
  const out = join(app, 'out-vite');
  await viteBuild({ root: app, configFile: false, base: './', logLevel: 'warn', build: { outDir: out, emptyOutDir: true, target: 'es2022' } });
  const { page, context, problems } = await openApp(out, `index.html${MENU_LINK}`);
  try {
    await expectMenu(page.locator('#script-build'));
    await expectMenu(page.locator('#esm-build'));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('esbuild bundles the same app, and both widgets show the menu in Chromium', async () => {
  const out = join(app, 'out-esbuild');
  await esbuild({
    absWorkingDir: app,
    entryPoints: ['src/main.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    outdir: out,
    logLevel: 'warning',
  });
  writeFileSync(join(out, 'index.html'), readFileSync(join(app, 'index.html'), 'utf8').replace('./src/main.ts', './main.js'));
  const { page, context, problems } = await openApp(out, `index.html${MENU_LINK}`);
  try {
    await expectMenu(page.locator('#script-build'));
    await expectMenu(page.locator('#esm-build'));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/** Waits (bounded) until `check()` holds; the assertion after it says what was missing. */
async function until(check, timeout = WAIT) {
  const end = Date.now() + timeout;
  while (!check() && Date.now() < end) await new Promise((done) => setTimeout(done, 100));
}

/** A host page loading the installed script-tag build from /dist/ with the given hashes. */
function sriPage(entryIntegrity, chunkIntegrity) {
  const dir = join(work, `sri-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir);
  const integrity = Object.fromEntries(Object.entries(chunkIntegrity).map(([file, hash]) => [`/dist/${file}`, hash]));
  writeFileSync(
    join(dir, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sri</title>',
      `<script type="importmap">${JSON.stringify({ integrity })}</script>`,
      `<script type="module" src="/dist/guest-ordering.js" integrity="${entryIntegrity}" crossorigin="anonymous"></script>`,
      `</head><body><guest-ordering ${ATTRIBUTES}></guest-ordering></body></html>`,
      '',
    ].join('\n'),
  );
  return dir;
}

test('the script-tag build loads pinned by dist/sri.json: the entry by its integrity attribute, the lazy chunks by an import map', async () => {
  const sri = JSON.parse(readFileSync(join(app, 'node_modules', 'guest-ordering', 'dist', 'sri.json'), 'utf8'));
  assert.equal(sri.algorithm, 'sha384');
  assert.match(sri.integrity[sri.entry], /^sha384-[A-Za-z0-9+/]+=*$/);
  const chunks = Object.fromEntries(Object.entries(sri.integrity).filter(([file]) => file !== sri.entry));
  assert.ok(Object.keys(chunks).length > 0, 'sri.json lists the lazy chunks');

  const pinned = await openApp(sriPage(sri.integrity[sri.entry], chunks), `index.html${MENU_LINK}`);
  try {
    await expectMenu(pinned.page.locator('guest-ordering'));
    assert.deepEqual(pinned.problems, []);
  } finally {
    await pinned.context.close();
  }

  // A hash that does not match: the browser refuses the entry and the element is never defined.
  const wrongEntry = await openApp(sriPage(chunks[Object.keys(chunks)[0]], chunks), `index.html${MENU_LINK}`);
  try {
    await wrongEntry.page.waitForLoadState('load');
    await until(() => wrongEntry.problems.some((problem) => /integrity/i.test(problem)));
    assert.equal(await wrongEntry.page.evaluate(() => customElements.get('guest-ordering') === undefined), true);
    assert.ok(
      wrongEntry.problems.some((problem) => /integrity/i.test(problem)),
      wrongEntry.problems.join('\n'),
    );
  } finally {
    await wrongEntry.context.close();
  }

  // Chunk hashes that do not match: the entry (the loader) runs, but the browser refuses the chunks it
  // imports, the widget's code among them, so no tampered code ever defines the element.
  const wrongChunks = Object.fromEntries(Object.keys(chunks).map((file) => [file, sri.integrity[sri.entry]]));
  const tampered = await openApp(sriPage(sri.integrity[sri.entry], wrongChunks), `index.html${MENU_LINK}`);
  try {
    await tampered.page.waitForLoadState('load');
    await until(() => tampered.problems.some((problem) => /integrity/i.test(problem)));
    assert.ok(
      tampered.problems.some((problem) => /integrity/i.test(problem)),
      tampered.problems.join('\n'),
    );
    assert.equal(await tampered.page.evaluate(() => customElements.get('guest-ordering') === undefined), true);
    assert.equal(await tampered.page.locator('guest-ordering').getByRole('navigation', { name: 'Menu categories' }).count(), 0);
  } finally {
    await tampered.context.close();
  }
});
