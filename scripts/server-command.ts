/**
 * How the built server is run: `npm run serve` (package.json, kept equal to
 * this by tests/unit/server-command.test.ts), and every benchmark and test
 * that starts the built product, so that they measure what production runs.
 *
 * `--max-semi-space-size=4` (MB): V8's young generation otherwise grows to
 * three 16 MB semi-spaces under load and keeps them. The server's short-lived
 * objects fit in far less; on the load bench this keeps the resident memory
 * under 250 MB at start and 300 MB after the run (issue 18 point 13) with the
 * same throughput and p99.
 */
export const SERVER_ENTRY = 'dist/server/main.js';

const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'] as const;

/** The arguments of `node` that start the built server. */
export const SERVER_ARGS: readonly string[] = [...SERVER_NODE_FLAGS, SERVER_ENTRY];
