/**
 * `npm run serve` runs the built server as the benchmarks and tests start it
 * (scripts/server-command.ts): a flag dropped from one side would make the
 * figures describe a server that production does not run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/paths';
import { SERVER_ARGS } from '../../scripts/server-command';

describe('the built server’s command', () => {
  it('is the same in package.json’s serve script as in scripts/server-command.ts', () => {
    const { scripts } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.serve).toBe(['node', ...SERVER_ARGS].join(' '));
  });
});
