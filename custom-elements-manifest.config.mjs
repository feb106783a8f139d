// Generates custom-elements.json from the element class's JSDoc (the single source of the public API):
// `npx custom-elements-manifest analyze --config custom-elements-manifest.config.mjs`.
//
// The class extends a class made by r2wc at runtime, so the analyzer cannot see inherited members; every
// attribute, property, event, CSS property and part is therefore declared in JSDoc tags on the class, and
// the plugin below fills in what the analyzer leaves out (attribute <-> property links, `declare` fields).

/** Attribute name -> property name, from the `Property: \`x\`` note in each `@attr` description. */
function linkAttributesToProperties() {
  return {
    name: 'guest-ordering:attribute-properties',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules ?? []) {
        for (const declaration of mod.declarations ?? []) {
          if (!declaration.customElement) continue;
          declaration.members ??= [];
          for (const attribute of declaration.attributes ?? []) {
            const match = /Property: `(\w+)`/.exec(attribute.description ?? '');
            if (!match) continue;
            attribute.fieldName = match[1];
            let member = declaration.members.find((m) => m.name === match[1]);
            if (!member) {
              member = { kind: 'field', name: match[1] };
              declaration.members.push(member);
            }
            member.attribute = attribute.name;
            member.reflects = true;
            member.type ??= attribute.type;
            member.description ??= attribute.description.replace(/\s*Property: `\w+`\.?/, '');
          }
        }
      }
    },
  };
}

export default {
  globs: ['src/element/GuestOrderingElement.ts', 'src/element/define.ts', 'src/element/events.ts', 'src/element/host-bridge.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/test-support.ts'],
  outdir: '.',
  litelement: false,
  plugins: [linkAttributesToProperties()],
};
