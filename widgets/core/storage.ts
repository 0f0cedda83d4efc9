/**
 * What the widgets keep in local storage: the two advisor ids of the site
 * (SPEC.md section 3), and the chat's conversation keys (widgets/chat).
 * Storage can be blocked (privacy settings, sandboxed iframes): then the
 * values live in memory for the page's lifetime and nothing throws.
 */
export type StoredId = 'selectedVoyantId' | 'lastVoyantId';

/** The values that storage refused (blocked, full): kept here for the page's lifetime, and read first. */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    const store = globalThis.localStorage;
    return store ?? null;
  } catch {
    return null;
  }
}

export function readStoredId(key: StoredId): number | null {
  const value = readStoredText(key);
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export function storeId(key: StoredId, id: number): void {
  storeText(key, String(id));
}

export const forgetId = (key: StoredId): void => forgetText(key);

/** A stored text under any key, or null. */
export function readStoredText(key: string): string | null {
  const value = memory.get(key);
  if (value !== undefined) return value;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function storeText(key: string, value: string): void {
  const store = storage();
  try {
    if (store) {
      store.setItem(key, value);
      // Stored: storage is the one copy, so that clearing it (another tab, the visitor) is seen here.
      memory.delete(key);
      return;
    }
  } catch {
    // blocked or full: kept in memory below
  }
  memory.set(key, value);
}

/** Where voy-chat keeps its conversation key with an advisor, per API base (widgets/chat/chat-api.ts). */
export const chatKeyName = (apiBase: string, advisorId: number): string => `voyChat:${apiBase}:${advisorId}`;

/**
 * The advisors this device holds a conversation key with, for an API base:
 * what every page reads to know whether it offers the way back to a chat
 * (widgets/chat/return-banner.tsx), without a request.
 */
export function storedChatAdvisors(apiBase: string): number[] {
  const prefix = chatKeyName(apiBase, 0).slice(0, -1);
  const names = new Set(memory.keys());
  try {
    const store = storage();
    for (let index = 0; store && index < store.length; index++) names.add(store.key(index)!);
  } catch {
    // blocked: only what memory holds
  }
  return [...names].filter((name) => name.startsWith(prefix) && /^\d{1,9}$/.test(name.slice(prefix.length))).map((name) => Number(name.slice(prefix.length)));
}

export function forgetText(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // blocked: nothing stored there anyway
  }
}
