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
 *
 * `--heap-growing-percent=50`: after each full garbage collection V8 lets the
 * old generation grow to a multiple of what survived before it collects
 * again, up to four times on a machine with 16 GB or more. Under load the
 * server keeps 45 to 65 MB alive, so its heap swung up to 190 MB between
 * collections, and stayed there once the load stopped (an outside probe, 60 s
 * at 150 connections: 318 to 431 MB resident, 276 MB 15 s later; the load
 * bench: peaks of 224 to 334 MB, 205 to 335 MB 15 s after the run). A fixed
 * 1.5 keeps the heap under about 80 MB: peaks of 217 to 228 MB, 215 to 226
 * MB 15 s after, over sixteen runs at 150 and 200 connections. The server
 * collects twice as often (21 full collections in a run instead of 11, 0.05 s
 * more of pauses, the GC threads' share of the CPU the same) and its CPU time
 * per request and throughput are unchanged within the runs' spread. It only
 * sets when V8 collects, not a limit: a larger live heap still gets the
 * memory it needs.
 */
export const SERVER_ENTRY = 'dist/server/main.js';

/** WebAssembly (PGlite) compiled by V8's baseline compiler only: see `--liftoff-only` above. The scripts the tests run take it too (tests/helpers/run-script.ts). */
export const LIFTOFF_ONLY = '--liftoff-only';

export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', LIFTOFF_ONLY, '--heap-growing-percent=50'] as const;

/** The arguments of `node` that start the built server. */
export const SERVER_ARGS: readonly string[] = [...SERVER_NODE_FLAGS, SERVER_ENTRY];
