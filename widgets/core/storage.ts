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
  const value = memory.get(key) ?? readStorage(key);
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

function readStorage(key: StoredId): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function storeId(key: StoredId, id: number): void {
  const store = storage();
  try {
    if (store) {
      store.setItem(key, String(id));
      // Stored: storage is the one copy, so that clearing it (another tab, the visitor) is seen here.
      memory.delete(key);
      return;
    }
  } catch {
    // blocked or full: kept in memory below
  }
  memory.set(key, String(id));
}

export function forgetId(key: StoredId): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // blocked: nothing stored there anyway
  }
}
