/**
 * The Preact embed's trimmed `react` default export (widgets/preact-compat.ts):
 * a module reading a member it drops fails the build, by name; one reading
 * what it keeps builds.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import compat from 'preact/compat';
import { membersRead, trimmedReactDefault } from '../../scripts/trimmed-react-default';
import trimmedCompat from '../../widgets/preact-compat';

const PREACT_COMPAT = fileURLToPath(new URL('../../widgets/preact-compat.ts', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'voyance-react-default-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Bundles one module as the Preact embed does; the errors' texts, none when it builds. */
async function bundleErrors(source: string): Promise<string[]> {
  const entry = join(folder, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(entry, source);
  try {
    await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      logLevel: 'silent',
      alias: { react: PREACT_COMPAT },
      plugins: [trimmedReactDefault(Object.keys(compat), Object.keys(trimmedCompat))],
    });
    return [];
  } catch (error) {
    return (error as { errors: { text: string }[] }).errors.map((e) => e.text);
  }
}

describe('the trimmed react default of the Preact embed', () => {
  it('reads the members a default import uses, under any local name', () => {
    expect([...membersRead("import React, { useRef } from 'react';\nReact.use(p); React.createElement('a'); other.memo;")]).toEqual(['use', 'createElement']);
    expect([...membersRead('import o from "react";o.createElement(x)')]).toEqual(['createElement']);
    expect([...membersRead("import { memo } from 'react'; memo(x)")]).toEqual([]);
  });

  it('keeps what our dependencies read: jotai’s use', () => {
    expect(Object.keys(trimmedCompat)).toEqual(['use']);
  });

  it('fails the build, naming the module and the member, when a module reads a dropped member', async () => {
    const errors = await bundleErrors("import React from 'react';\nexport const lazyOne = React.lazy;\nexport const kept = React.use;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/entry-\w+\.js reads React\.lazy through the default import of react, which widgets\/preact-compat\.ts drops/);
  });

  it('builds a module that reads only kept members, or imports by name', async () => {
    expect(await bundleErrors("import React, { lazy, createElement } from 'react';\nexport const a = createElement;\nexport const b = React.use;\nexport const c = lazy;\n")).toEqual([]);
  });
});
