// `npm run surface`: writes what integrators read about <guest-ordering> from its one declaration
// (build/surface.ts): custom-elements.json and the generated tables of docs/reference.md.
// `--manifest` writes the manifest only (the build's step: the reference is committed, the manifest is not).
import { readFileSync, writeFileSync } from 'node:fs';
import { customElementsManifest, withReferenceTables } from '../build/surface.ts';

const root = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
writeFileSync(new URL('custom-elements.json', root), `${JSON.stringify(customElementsManifest(version), null, 2)}\n`);
if (!process.argv.includes('--manifest')) {
  const reference = new URL('docs/reference.md', root);
  writeFileSync(reference, withReferenceTables(readFileSync(reference, 'utf8')));
}
console.log(`surface: custom-elements.json${process.argv.includes('--manifest') ? '' : ' and docs/reference.md'} written`);
