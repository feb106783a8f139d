// Makes sure Debian's Chromium is installed: the e2e suite never downloads a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's chromium package`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
}
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: ${CHROMIUM} still missing after install`);
  process.exit(1);
}
