/**
 * The two advisor ids the site keeps in local storage (SPEC.md section 3).
 * Storage can be blocked (privacy settings, sandboxed iframes): then the ids
 * live in memory for the page's lifetime and nothing throws.
 */
export type StoredId = 'selectedVoyantId' | 'lastVoyantId';

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
  let value: string | null | undefined;
  try {
    value = storage()?.getItem(key);
  } catch {
    value = undefined;
  }
  value ??= memory.get(key) ?? null;
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function storeId(key: StoredId, id: number): void {
  memory.set(key, String(id));
  try {
    storage()?.setItem(key, String(id));
  } catch {
    // blocked or full: the in-memory copy serves this page
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
