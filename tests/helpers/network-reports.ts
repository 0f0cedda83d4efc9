/**
 * happy-dom reports every failed fetch on the page's console, as a browser
 * does, and its page console is Node's: "OPTIONS http://… 500 (Internal Server
 * Error)" and "Cross-Origin Request Blocked: …" for a refused preflight, and a
 * network error (ECONNREFUSED) as the Error object itself, stack included.
 * Widget tests make requests fail on purpose (startFailingServer refuses even
 * the CORS preflight, so that the widget has no answer to read; a closed
 * port), which printed some 80 such lines per run in front of the results.
 *
 * These reports are held, one line each without a stack, and printed only
 * when the test fails (tests/setup/widgets.ts): the output of a passing run is
 * clean, and a failing test still shows what the network did.
 */
const STATUS_REPORT = /^[A-Z]+ \S+ \d{3} \(/;
const CORS_REPORT = /^Cross-Origin Request Blocked/;

/** An error of the socket (connect ECONNREFUSED, ECONNRESET…), as happy-dom passes it. */
function isSocketError(value: unknown): value is Error & { code: string } {
  const code = value instanceof Error ? (value as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}

/** The report as one line, or null when the message is not happy-dom's report of a fetch. */
export function networkReportLine(args: unknown[]): string | null {
  const [first] = args;
  if (args.length !== 1) return null;
  if (typeof first === 'string' && (STATUS_REPORT.test(first) || CORS_REPORT.test(first))) return first;
  if (isSocketError(first)) return `${first.name}: ${first.message}`;
  return null;
}

type Level = 'error' | 'warn';
type Print = (...args: unknown[]) => void;

/** Where everything else goes: the console's own method (a test may spy on it). */
export const passThrough = {
  print(original: Print, args: unknown[]): void {
    original(...args);
  },
};

let held: string[] = [];

/** The reports held since the current test started. */
export const heldNetworkReports = (): readonly string[] => held;

/**
 * Routes error and warn of each console through the filter; once, from the
 * setup file. happy-dom's page console is Node's own (`node:console`, the one
 * the environment was built with), not the console vitest gives the tests.
 */
export function installNetworkReportFilter(consoles: Console[]): void {
  for (const target of new Set(consoles)) {
    for (const level of ['error', 'warn'] as Level[]) {
      const original: Print = target[level].bind(target);
      target[level] = (...args: unknown[]) => {
        const line = networkReportLine(args);
        if (line === null) passThrough.print(original, args);
        else held.push(line);
      };
    }
  }
}

/** Ends the current test's hold: prints what was held when it failed, then forgets it. */
export function releaseNetworkReports(testFailed: boolean): void {
  if (testFailed && held.length > 0) console.info(`network reports of this test:\n  ${held.join('\n  ')}`);
  held = [];
}
