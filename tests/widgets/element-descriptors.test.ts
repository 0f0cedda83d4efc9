/**
 * One descriptor per element (widgets/<feature>/descriptor.ts), and what is
 * made from it agrees: the attributes the registered element observes, the
 * JSX types a React partner types against (read by the TypeScript compiler
 * itself), custom-elements.json and the demo's controls. Adding an attribute
 * to a descriptor is shown to reach the types, the manifest and the demo.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT } from '../../server/paths';
import { buildManifest, declaration, elementEntries, type ElementEntry } from '../../scripts/custom-elements-manifest';
import { controlFor, STARTING_VALUES } from '../../demo/controls';
import { defineAllElements } from '../../widgets/elements';

const ELEMENT_TYPES = join(PROJECT_ROOT, 'widgets/element-types.ts');
const LIST_DESCRIPTOR = join(PROJECT_ROOT, 'widgets/advisor-list/descriptor.ts');
const BUILT = ['dist/embed', 'dist/lib', 'dist/site'].map((folder) => join(PROJECT_ROOT, folder));

/**
 * For each tag of VoyElementOwnAttributes, its attributes and their types as
 * the compiler prints them. `edit` changes a file's text before compiling, as
 * if a developer had saved it.
 */
function typedAttributes(edit?: { file: string; change: (source: string) => string }): Map<string, Map<string, string>> {
  const options: ts.CompilerOptions = { strict: true, skipLibCheck: true, types: [], jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022 };
  const host = ts.createCompilerHost(options);
  if (edit) {
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => (file === edit.file ? edit.change(readFile(file)!) : readFile(file));
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (file, language, ...rest) => (file === edit.file ? ts.createSourceFile(file, host.readFile(file)!, language) : getSourceFile(file, language, ...rest));
  }
  const program = ts.createProgram([ELEMENT_TYPES], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ELEMENT_TYPES)!;
  const attributes = new Map<string, Map<string, string>>();
  ts.forEachChild(source, (node) => {
    if (!ts.isTypeAliasDeclaration(node) || node.name.text !== 'VoyElementOwnAttributes') return;
    for (const tag of checker.getPropertiesOfType(checker.getTypeAtLocation(node))) {
      const own = checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(tag, node));
      attributes.set(tag.name, new Map(own.map((prop) => [prop.name, checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, node))])));
    }
  });
  return attributes;
}

const manifest = buildManifest(elementEntries());
const declarations = manifest.modules.flatMap((module) => module.declarations);

describe('the element descriptors', () => {
  defineAllElements();
  const typed = typedAttributes();
  const observed = (tag: string) => (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;

  it('describe the thirteen elements the library defines, each once', () => {
    const tags = elementEntries().map((entry) => entry.element.tag);
    expect(new Set(tags).size).toBe(13);
    expect(tags.filter((tag) => !customElements.get(tag))).toEqual([]);
    expect([...typed.keys()].sort()).toEqual([...tags].sort());
  });

  it.each(elementEntries().map((entry) => [entry.element.tag, entry] as const))('%s: the element observes, the JSX types and the manifest name the same attributes', (tag, entry) => {
    const own = Object.keys(entry.element.attributes).sort();
    // api-base and site-base are observed by every element; theme is read from the host by the shared styles.
    expect([...observed(tag)].sort()).toEqual([...own, 'api-base', 'site-base'].sort());
    expect([...typed.get(tag)!.keys()].sort()).toEqual(own);
    const declared = declarations.find((candidate) => candidate.tagName === tag)!;
    expect(declared.attributes.map((attribute) => attribute.name).sort()).toEqual([...own, 'api-base', 'site-base', 'theme'].sort());
  });

  it('types an attribute with values as their union, and a required one as required', () => {
    const horoscope = typed.get('voy-horoscope')!;
    expect(horoscope.get('period')).toBe('"aujourdhui" | "demain" | "semaine" | "mois" | "annee" | undefined');
    expect(horoscope.get('sign')).toBe('string');
    expect(typed.get('voy-advisor-list')!.get('limit')).toBe('number | `${number}` | undefined');
  });

  it('gives the demo a control for each attribute, and starting values it offers', () => {
    const period = declarations.find((candidate) => candidate.tagName === 'voy-horoscope')!.attributes.find((attribute) => attribute.name === 'period')!;
    expect(controlFor(period)).toEqual({ kind: 'select', choices: ['', 'aujourdhui', 'demain', 'semaine', 'mois', 'annee'] });
    const noHeading = declarations.find((candidate) => candidate.tagName === 'voy-advisor-spotlight')!.attributes.find((attribute) => attribute.name === 'no-heading')!;
    expect(controlFor(noHeading)).toEqual({ kind: 'checkbox' });
    for (const [tag, values] of Object.entries(STARTING_VALUES)) {
      const attributes = declarations.find((candidate) => candidate.tagName === tag)!.attributes;
      for (const [name, value] of Object.entries(values)) {
        const attribute = attributes.find((candidate) => candidate.name === name);
        expect(attribute, `${tag} ${name}`).toBeDefined();
        const control = controlFor(attribute!);
        if (control.kind === 'select') expect(control.choices, `${tag} ${name}`).toContain(value);
      }
    }
  });

  it.skipIf(!BUILT.every((folder) => existsSync(folder)))('leaves the docs out of every built script (only the build and the types read them)', () => {
    const scripts = BUILT.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js'))
        .map((file) => [file, readFileSync(join(folder, file), 'utf8')] as const),
    );
    expect(scripts.length).toBeGreaterThan(10);
    const prose = elementEntries().flatMap(({ docs }) => [docs.summary, docs.description.slice(0, 60), ...Object.values(docs.parts)]);
    const found = scripts.flatMap(([file, text]) => prose.filter((line) => text.includes(line)).map((line) => `${file}: ${line}`));
    expect(found).toEqual([]);
  });

  describe('an attribute added to an existing element’s descriptor', () => {
    const list = elementEntries().find((entry) => entry.element.tag === 'voy-advisor-list')!;
    const mood = { description: 'L’humeur des cartes.', values: ['calme', 'vif'] };
    const edited: ElementEntry = {
      ...list,
      element: { ...list.element, attributes: { ...list.element.attributes, mood: 'string' } },
      docs: { ...list.docs, attributes: { ...list.docs.attributes, mood } },
    };

    it('reaches the JSX types', () => {
      const types = typedAttributes({
        file: LIST_DESCRIPTOR,
        change: (source) =>
          source
            .replace("heading: 'string',", "heading: 'string', mood: 'string',")
            .replace(/attributes: \{\n(\s+)type: \{/, `attributes: {\n$1mood: { description: '${mood.description}', values: ['calme', 'vif'] as const },\n$1type: {`),
      });
      expect(types.get('voy-advisor-list')!.get('mood')).toBe('"calme" | "vif" | undefined');
      expect(types.get('voy-horoscope')!.has('mood')).toBe(false);
    });

    it('reaches the manifest and the demo', () => {
      const attribute = declaration(edited).attributes.find((candidate) => candidate.name === 'mood')!;
      expect(attribute).toEqual({ name: 'mood', type: { text: "'calme' | 'vif'" }, description: mood.description });
      expect(controlFor(attribute)).toEqual({ kind: 'select', choices: ['', 'calme', 'vif'] });
    });
  });
});
