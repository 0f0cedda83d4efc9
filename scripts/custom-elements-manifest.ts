/**
 * Writes custom-elements.json (schema 2.1.0) from the elements' descriptors
 * (widgets/descriptors.ts): editors, the demo page and partners read it;
 * nobody writes it by hand. An attribute with a set of values gets their
 * union as its type (`'full' | 'compact'`), which the demo offers as choices.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { COMMON_ATTRIBUTES, THEME_PROPERTIES, type AttributeDocs, type AttributeKind, type ElementDocs, type ElementShape } from '../widgets/core/element-descriptor';
import { DESCRIPTORS } from '../widgets/descriptors';

/** One element as the build knows it: its feature folder and its descriptor. */
export interface ElementEntry {
  folder: string;
  element: ElementShape;
  docs: ElementDocs<ElementShape>;
}

export function elementEntries(): ElementEntry[] {
  return Object.entries(DESCRIPTORS)
    .map(([folder, { element, docs }]) => ({ folder, element, docs: docs() as ElementDocs<ElementShape> }))
    .sort((a, b) => a.element.tag.localeCompare(b.element.tag));
}

/** The module that defines the element: its path in the manifest and in the embed entries. */
export const elementModule = (folder: string) => `widgets/${folder}/element.ts`;

/** The manifest's type text: the union of the values, or the kind. */
export function typeText(kind: AttributeKind, docs: AttributeDocs): string {
  return docs.values ? docs.values.map((value) => `'${value}'`).join(' | ') : kind;
}

function attribute(name: string, kind: AttributeKind, docs: AttributeDocs) {
  return { name, type: { text: typeText(kind, docs) }, description: docs.description, ...(docs.default !== undefined ? { default: docs.default } : {}) };
}

/** One element's declaration: its own attributes, then the common ones. */
export function declaration({ element, docs }: ElementEntry) {
  const own = Object.entries(element.attributes).map(([name, kind]) => attribute(name, kind, docs.attributes[name]!));
  const common = Object.entries(COMMON_ATTRIBUTES).map(([name, attributeDocs]) => attribute(name, 'string', attributeDocs));
  return {
    kind: 'class',
    name: element.tag,
    customElement: true,
    tagName: element.tag,
    summary: docs.summary,
    description: docs.description,
    attributes: [...own, ...common],
    events: Object.entries(docs.events).map(([name, description]) => ({ name, type: { text: 'CustomEvent' }, description })),
    cssProperties: [...Object.entries(THEME_PROPERTIES), ['--voy-radius', docs.radius]].map(([name, description]) => ({ name, description })),
    cssParts: Object.entries(docs.parts).map(([name, description]) => ({ name, description })),
  };
}

export function buildManifest(entries: ElementEntry[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: entries.map((entry) => {
      const path = elementModule(entry.folder);
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration(entry)],
        exports: [{ kind: 'custom-element-definition', name: entry.element.tag, declaration: { name: entry.element.tag, module: path } }],
      };
    }),
  };
}

/** Writes the manifest; returns its path. */
export function buildManifestFile(out: string): string {
  const manifest = buildManifest(elementEntries());
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(manifest, null, 2));
  console.log(`[build] custom-elements.json: ${manifest.modules.length} elements`);
  return out;
}
