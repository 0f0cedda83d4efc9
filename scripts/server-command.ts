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
 *
 * `--liftoff-only`: the embedded PostgreSQL (PGlite) is WebAssembly, and V8
 * otherwise also compiles it with its optimising compiler (TurboFan) soon
 * after start: 55 to 65 MB of machine code kept resident, for a database of a
 * few megabytes. With its baseline compiler alone the server holds about
 * 185 MB at start instead of 225 to 270, starts in 1.2 s instead of 1.6, and
 * an insert costs the same (0.2 ms); a query scanning thousands of rows takes
 * about a fifth more (a 50-row select over 6,000 rows: 3.6 ms instead of
 * 2.8). The flag touches WebAssembly only: the server's JavaScript is
 * optimised as before.
 */
export const SERVER_ENTRY = 'dist/server/main.js';

const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--liftoff-only'] as const;

/** The arguments of `node` that start the built server. */
export const SERVER_ARGS: readonly string[] = [...SERVER_NODE_FLAGS, SERVER_ENTRY];
