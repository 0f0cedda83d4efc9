/**
 * A widget's place field loads the birth places from the real server (issue
 * 41): the index, then the list it names, once per api base whatever the
 * number of fields; a failed load is tried again at the next ask.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PLACE_LIST_INDEX_PATH } from '../../contract/domain/place-list';
import { PROJECT_ROOT } from '../../server/paths';
import { loadPlaceSearch } from '../../widgets/core/place-list';
import { startApiServer, type ApiServer } from '../helpers/widgets';

const built = existsSync(join(PROJECT_ROOT, 'dist', PLACE_LIST_INDEX_PATH));
if (!built) console.warn('[voyance] place list widget test skipped: dist/ is missing (run npm run build)');

describe.skipIf(!built)('loadPlaceSearch', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer();
  });
  afterAll(async () => api?.close());

  it('fetches the list from the api base and searches it', async () => {
    const search = await loadPlaceSearch(api.url);
    expect(search.size).toBeGreaterThan(35_000);
    expect(search.search('lyon')[0]).toMatchObject({ id: '69123', label: 'Lyon (Rhône, 69)' });
  });

  it('shares one load between the fields of a page', () => {
    expect(loadPlaceSearch(api.url)).toBe(loadPlaceSearch(api.url));
  });

  it('tries again after a failed load', async () => {
    // Under /api/, whose answers (a 404 too) every origin may read: the failure is the server's, not the browser's.
    const nowhere = `${api.url}/api/nulle-part`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = loadPlaceSearch(nowhere);
    await expect(failed).rejects.toThrow(/HTTP 404/);
    expect(loadPlaceSearch(nowhere)).not.toBe(failed);
    await expect(loadPlaceSearch(nowhere)).rejects.toThrow(/HTTP 404/);
    vi.restoreAllMocks();
  });
});
