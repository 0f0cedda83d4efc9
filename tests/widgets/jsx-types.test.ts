/**
 * The JSX types a React partner types against (widgets/jsx.d.ts) name every
 * attribute each custom element really observes, and no attribute it ignores.
 * The types are read by the TypeScript compiler itself; the attributes by
 * asking the registered elements (observedAttributes).
 */
import { join } from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT } from '../../server/paths';
import { defineAllElements } from '../../widgets/elements';

const JSX_TYPES = join(PROJECT_ROOT, 'widgets/jsx.d.ts');

/** For each tag of VoyElementAttributes, the attributes the file declares itself (not React's HTML attributes). */
function declaredAttributes(): Map<string, Set<string>> {
  const program = ts.createProgram([JSX_TYPES], { strict: true, skipLibCheck: true, types: [], jsx: ts.JsxEmit.ReactJSX });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(JSX_TYPES)!;
  const attributes = new Map<string, Set<string>>();
  ts.forEachChild(source, (node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'VoyElementAttributes') return;
    for (const member of checker.getPropertiesOfType(checker.getTypeAtLocation(node))) {
      const props = checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(member, node));
      const own = props.filter((prop) => prop.declarations?.some((declaration) => declaration.getSourceFile() === source));
      attributes.set(member.name, new Set(own.map((prop) => prop.name).filter((name) => name !== 'class')));
    }
  });
  return attributes;
}

describe('widgets/jsx.d.ts', () => {
  defineAllElements();
  const declared = declaredAttributes();

  it('types only elements the library defines, nine of them', () => {
    expect([...declared.keys()].filter((tag) => !customElements.get(tag))).toEqual([]);
    expect(declared.size).toBe(9);
  });

  it.each([...declared.keys()])('%s: the same attributes as the element observes', (tag) => {
    const element = customElements.get(tag) as unknown as { observedAttributes: string[] };
    // 'theme' is read from the host by the shared styles, not observed by r2wc.
    const observed = new Set([...element.observedAttributes, 'theme']);
    expect([...declared.get(tag)!].sort()).toEqual([...observed].sort());
  });
});
