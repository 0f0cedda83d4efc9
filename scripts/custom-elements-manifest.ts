/**
 * Generates custom-elements.json (schema 2.1.0) from the JSDoc of each
 * widgets/<feature>/element.ts: @summary, @attr, @event, @cssproperty and
 * @csspart. Editors and the demo page read it; nobody writes it by hand.
 * Run by the build; `--check` only validates.
 */
import { readdirSync, readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';

interface Attribute {
  name: string;
  type: { text: string };
  description: string;
  default?: string;
}

export interface ElementDoc {
  tagName: string;
  summary: string;
  description: string;
  attributes: Attribute[];
  events: { name: string; description: string }[];
  cssProperties: { name: string; description: string }[];
  cssParts: { name: string; description: string }[];
  path: string;
}

const TAG_LINE = /^\s*\*\s?@(\w+)\s*(.*)$/;

/** Reads one element.ts: the JSDoc block right above `export const define…` and the tag of its definition. */
export function parseElementFile(path: string, source: string): ElementDoc | null {
  const tag = /tag:\s*'(voy-[a-z-]+)'/.exec(source)?.[1];
  const doc = /\/\*\*([\s\S]*?)\*\/\s*export const define/.exec(source)?.[1];
  if (!tag || !doc) return null;
  const element: ElementDoc = { tagName: tag, summary: '', description: '', attributes: [], events: [], cssProperties: [], cssParts: [], path };
  const prose: string[] = [];
  for (const line of doc.split('\n')) {
    const tagged = TAG_LINE.exec(line);
    if (!tagged) {
      const text = line.replace(/^\s*\*\s?/, '').trim();
      if (text) prose.push(text);
      continue;
    }
    const [, kind, rest = ''] = tagged;
    if (kind === 'summary') element.summary = rest.trim();
    else if (kind === 'attr') {
      // @attr {type} name - description   or   @attr {type} [name=default] - description
      const match = /^\{([^}]+)\}\s+\[?([a-z0-9-]+)(?:=([^\]]*))?\]?\s*-?\s*(.*)$/.exec(rest);
      if (match) element.attributes.push({ name: match[2]!, type: { text: match[1]! }, description: match[4]!.trim(), ...(match[3] !== undefined ? { default: match[3] } : {}) });
    } else {
      const match = /^([^\s]+)\s*-?\s*(.*)$/.exec(rest);
      if (!match) continue;
      const entry = { name: match[1]!, description: match[2]!.trim() };
      if (kind === 'event') element.events.push(entry);
      else if (kind === 'cssproperty') element.cssProperties.push(entry);
      else if (kind === 'csspart') element.cssParts.push(entry);
    }
  }
  element.description = prose.join(' ');
  return element;
}

export function collectElements(): ElementDoc[] {
  const widgets = join(PROJECT_ROOT, 'widgets');
  return readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(widgets, entry.name, 'element.ts')))
    .map((entry) => {
      const path = `widgets/${entry.name}/element.ts`;
      return parseElementFile(path, readFileSync(join(PROJECT_ROOT, path), 'utf8'));
    })
    .filter((element): element is ElementDoc => element !== null)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

export function buildManifest(elements: ElementDoc[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: elements.map((element) => ({
      kind: 'javascript-module',
      path: element.path,
      declarations: [
        {
          kind: 'class',
          name: element.tagName,
          customElement: true,
          tagName: element.tagName,
          summary: element.summary,
          description: element.description,
          attributes: element.attributes,
          events: element.events,
          cssProperties: element.cssProperties,
          cssParts: element.cssParts,
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.tagName, module: element.path } }],
    })),
  };
}

/** Writes the manifest; returns its path. */
export function buildManifestFile(out: string): string {
  const manifest = buildManifest(collectElements());
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(manifest, null, 2));
  console.log(`[build] custom-elements.json: ${manifest.modules.length} elements`);
  return out;
}
