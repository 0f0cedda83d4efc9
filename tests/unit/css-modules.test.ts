/**
 * The widgets' CSS modules (scripts/css-modules.ts): each class and keyframes
 * name becomes a hash of the module's path and its local name, the same in the CSS
 * and in the class map the components read, and `rem` becomes px (a partner's
 * `html { font-size }` must not resize the widgets).
 */
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/paths';
import { compileCssModule } from '../../scripts/css-modules';

const SOURCE = `
.card { padding: 1rem; animation: glow 2s infinite; }
.card:hover .title, .title.active { color: var(--voy-accent); }
@keyframes glow { from { opacity: .5 } to { opacity: 1 } }
`;

/** Runs the generated module's text and returns what it exports. */
async function load(filename: string) {
  const code = compileCssModule(join(PROJECT_ROOT, filename), SOURCE);
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { css: string; default: Record<string, string> };
}

describe('compileCssModule', () => {
  it('names every class and keyframes with the module’s path hash, alike in the CSS and in the class map', async () => {
    const { css, default: classes } = await load('widgets/example/example.module.css');
    expect(Object.keys(classes).sort()).toEqual(['active', 'card', 'glow', 'title']);
    const prefix = classes.card!.slice(0, -'card'.length);
    expect(prefix).toMatch(/^[\w-]+_$/);
    for (const [local, name] of Object.entries(classes)) expect(name).toBe(prefix + local);
    expect(css).toContain(`.${classes.card}:hover .${classes.title}`);
    expect(css).toContain(`@keyframes ${classes.glow}`);
    expect(css).toMatch(new RegExp(`animation:[^;}]*\\b${classes.glow}\\b`));
    expect(css).not.toMatch(/\.card\b|\.title\b/);
  });

  it('turns rem into px and gives the same bytes twice', async () => {
    const first = compileCssModule(join(PROJECT_ROOT, 'widgets/example/example.module.css'), SOURCE);
    expect(first).toContain('padding:16px');
    expect(compileCssModule(join(PROJECT_ROOT, 'widgets/example/example.module.css'), SOURCE)).toBe(first);
  });

  it('gives another module another hash, and the module the same one whatever its text', async () => {
    const one = (await load('widgets/example/example.module.css')).default.card;
    const other = (await load('widgets/other/other.module.css')).default.card;
    expect(one).not.toBe(other);
    // From the path inside the project, not the text: every machine and every edit of the rules build the same names.
    const edited = compileCssModule(join(PROJECT_ROOT, 'widgets/example/example.module.css'), '.card { color: red; }');
    expect(edited).toContain(`"card":"${one}"`);
  });
});
