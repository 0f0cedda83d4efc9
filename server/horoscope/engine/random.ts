/**
 * Deterministic choices: the same (sign, period, date) always picks the same
 * variants. A 32-bit FNV-1a hash of the seed and a salt naming the choice,
 * so that adding a choice somewhere never shifts the others.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Final avalanche so that close seeds give far apart values.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

export interface Chooser {
  /** One element of `items`, fixed for the seed and the salt. */
  pick<T>(items: readonly T[], salt: string): T;
  /** An integer in [0, n). */
  int(n: number, salt: string): number;
}

export function chooser(seed: string): Chooser {
  const int = (n: number, salt: string) => hash32(`${seed}#${salt}`) % n;
  return {
    int,
    pick<T>(items: readonly T[], salt: string): T {
      if (items.length === 0) throw new Error(`Aucune variante pour ${salt}`);
      return items[int(items.length, salt)] as T;
    },
  };
}
