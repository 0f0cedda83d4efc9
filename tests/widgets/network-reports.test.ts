/**
 * A fetch that fails on purpose leaves the output clean: happy-dom's reports
 * (the refused preflight's status line, the blocked request, a connection
 * error with its stack) are held one line each, for a failing test to print.
 */
import { heldNetworkReports, passThrough } from '../helpers/network-reports';
import { startFailingServer } from '../helpers/widgets';

afterEach(() => vi.restoreAllMocks());

describe('failed fetches under happy-dom', () => {
  it('a connection refused prints nothing and is held as one line without a stack', async () => {
    const printed = vi.spyOn(passThrough, 'print');
    await expect(fetch('http://127.0.0.1:1/api/users')).rejects.toThrow();
    expect(printed).not.toHaveBeenCalled();
    expect(heldNetworkReports()).toEqual(['Error: connect ECONNREFUSED 127.0.0.1:1']);
  });

  it('a refused CORS preflight prints nothing and is held as its two report lines', async () => {
    const failing = await startFailingServer({ delayMs: 0 });
    const printed = vi.spyOn(passThrough, 'print');
    try {
      await expect(fetch(`${failing.url}/api/users`, { headers: { accept: 'application/json' } })).rejects.toThrow();
    } finally {
      await failing.close();
    }
    expect(printed).not.toHaveBeenCalled();
    expect(heldNetworkReports()).toEqual([
      `OPTIONS ${failing.url}/api/users 500 (Internal Server Error)`,
      `Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at "${failing.url}/api/users".`,
    ]);
  });

  it('other messages still reach the console', () => {
    const printed = vi.spyOn(passThrough, 'print');
    console.error('[voyance] HTTP error 400', 'http://127.0.0.1/api/questions');
    expect(printed).toHaveBeenCalledWith(expect.any(Function), ['[voyance] HTTP error 400', 'http://127.0.0.1/api/questions']);
    expect(heldNetworkReports()).toEqual([]);
  });
});
