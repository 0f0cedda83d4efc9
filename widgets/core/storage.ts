/**
 * The two advisor ids the site keeps in local storage (SPEC.md section 3).
 * Storage can be blocked (privacy settings, sandboxed iframes): then the ids
 * live in memory for the page's lifetime and nothing throws.
 */
export type StoredId = 'selectedVoyantId' | 'lastVoyantId';

/** The ids that storage refused (blocked, full): kept here for the page's lifetime, and read first. */
const memory = new Map<StoredId, string>();

function storage(): Storage | null {
  try {
    const store = globalThis.localStorage;
    return store ?? null;
  } catch {
    return null;
  }
}

export function readStoredId(key: StoredId): number | null {
  let value = memory.get(key) ?? null;
  if (value === null) {
    try {
      value = storage()?.getItem(key) ?? null;
    } catch {
      value = null;
    }
  }
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function storeId(key: StoredId, id: number): void {
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    store.setItem(key, String(id));
    // Stored: storage is the one copy, so that clearing it (another tab, the visitor) is seen here.
    memory.delete(key);
  } catch {
    memory.set(key, String(id));
  }
}

export function forgetId(key: StoredId): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // blocked: nothing stored there anyway
  }
}
