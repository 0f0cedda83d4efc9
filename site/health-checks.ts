/**
 * SPEC.md section 7: at start and every 20 s, GET the backend and the oracle
 * health paths and log the results. Every visitor polling the server would
 * cost 100 requests a second per 1,000 visitors for nothing, so the site runs
 * them only in development builds (the demo page shows them to developers).
 */
const INTERVAL_MS = 20_000;
const PATHS = ['/api/health', '/api/ml/health'];

async function check(path: string): Promise<void> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    console.info('[voyance] health', path, response.status);
  } catch (error) {
    console.warn('[voyance] health check failed', path, error);
  }
}

export function startDevHealthChecks(): void {
  if (!import.meta.env.DEV) return;
  const run = () => PATHS.forEach((path) => void check(path));
  run();
  setInterval(run, INTERVAL_MS);
}
