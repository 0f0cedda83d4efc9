/**
 * The advisor ids kept for the profile page (SPEC.md section 3): in local
 * storage when the page may use it, in memory when storage refuses.
 */
import { forgetId, readStoredId, storeId } from '../../widgets/core/storage';

afterEach(() => {
  vi.restoreAllMocks();
  forgetId('lastVoyantId');
});

describe('stored advisor ids', () => {
  it('are in local storage, and gone once it is cleared (by another tab or the visitor)', () => {
    storeId('lastVoyantId', 12);
    expect(localStorage.getItem('lastVoyantId')).toBe('12');
    expect(readStoredId('lastVoyantId')).toBe(12);
    localStorage.clear();
    expect(readStoredId('lastVoyantId')).toBeNull();
  });

  it('live in memory for the page when storage is blocked, and can be forgotten', () => {
    // As in a sandboxed iframe or with cookies blocked: reading localStorage throws.
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    storeId('lastVoyantId', 7);
    expect(readStoredId('lastVoyantId')).toBe(7);
    forgetId('lastVoyantId');
    expect(readStoredId('lastVoyantId')).toBeNull();
    vi.restoreAllMocks();
    expect(localStorage.getItem('lastVoyantId')).toBeNull();
  });

  it('ignore what is not an id', () => {
    localStorage.setItem('lastVoyantId', '12abc');
    expect(readStoredId('lastVoyantId')).toBeNull();
  });
});
