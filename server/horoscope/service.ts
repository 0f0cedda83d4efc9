/**
 * Horoscopes for the HTTP routes: the provider when one is configured, behind
 * a cache with SPEC.md section 9's freshness and retention, and the engine
 * when there is no provider or it fails.
 */
import { findSign, HOROSCOPE_FRESHNESS, isHoroscopePeriod, type ZodiacSign } from '../../contract/domain';
import type { Horoscope, HoroscopePeriod } from '../../contract/schemas';
import type { Clock } from '../clock';
import { badRequest, notFound } from '../http-error';
import { safeErrorFields } from '../log-safe-error';
import { parisOffsetMs } from '../calendar';
import { computeHoroscope, periodRange } from './engine/index';
import type { ProviderClient } from './provider';

export interface HoroscopeServiceOptions {
  clock: Clock;
  provider?: ProviderClient;
  /** UTC offset in hours sent to the provider; by default Europe/Paris's at the time of the call. */
  tzone?: number;
  log?: { warn(obj: object, msg: string): void };
  /** After a failed call for a key, how long to answer without asking the provider again; 60 s by default. */
  retryAfterFailureMs?: number;
  /** Most cached answers; 1000 by default (12 signs x 5 periods x a few dates). */
  maxEntries?: number;
}

export interface HoroscopeService {
  /**
   * The horoscope of a sign (French slug or English name) for a period: at
   * once when it is at hand (our engine's, or the provider's kept answer), a
   * promise only while the provider is asked; a promise per answer would cost
   * the hot GET a few per cent. Throws an HttpError 404 'Signe non trouvé' or
   * 400 'Période non supportée : ...'.
   */
  get(signSlugOrEnglish: string, period: string): Horoscope | Promise<Horoscope>;
  /** How long a client may keep the answer, for Cache-Control. */
  freshnessSeconds(period: HoroscopePeriod): number;
  /** Resolves when no background refresh is running (tests, shutdown). */
  settled(): Promise<void>;
}

interface Entry {
  readonly value: Horoscope;
  /** ms since epoch, by the service's clock. */
  readonly fetchedAt: number;
  readonly retainMs: number;
}

export function createHoroscopeService(options: HoroscopeServiceOptions): HoroscopeService {
  const { clock, provider, log } = options;
  const retryAfterFailureMs = options.retryAfterFailureMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 1000;
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Horoscope>>();
  const failedAt = new Map<string, number>();

  const tzoneAt = (now: Date) => options.tzone ?? parisOffsetMs(now) / 3_600_000;

  function store(key: string, entry: Entry): void {
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size <= maxEntries) return;
    const now = clock().getTime();
    for (const [k, e] of cache) if (now - e.fetchedAt >= e.retainMs) cache.delete(k);
    for (const k of cache.keys()) {
      if (cache.size <= maxEntries) break;
      cache.delete(k);
    }
  }

  /** One provider call per key at a time; stores the answer, records failures. */
  function fetchOnce(client: ProviderClient, key: string, sign: ZodiacSign, period: HoroscopePeriod, now: Date): Promise<Horoscope> {
    const running = inFlight.get(key);
    if (running) return running;
    const call = (async () => {
      try {
        const value = await client.fetchHoroscope(sign, period, now, tzoneAt(now));
        failedAt.delete(key);
        store(key, { value, fetchedAt: clock().getTime(), retainMs: HOROSCOPE_FRESHNESS[period].retainSeconds * 1000 });
        return value;
      } catch (error) {
        failedAt.set(key, clock().getTime());
        // One line: the error's codes (ECONNREFUSED, a timeout) and our message, never a stack.
        const message = error instanceof Error ? error.message : String(error);
        log?.warn({ error: { ...safeErrorFields(error), message }, sign: sign.slug, period }, "Échec de l’appel au service d’horoscope");
        throw error;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, call);
    return call;
  }

  const recentlyFailed = (key: string, now: number) => {
    const at = failedAt.get(key);
    return at !== undefined && now - at < retryAfterFailureMs;
  };

  return {
    get(signSlugOrEnglish, periodText) {
      const sign = findSign(signSlugOrEnglish);
      if (!sign) throw notFound('Signe non trouvé');
      if (!isHoroscopePeriod(periodText)) throw badRequest(`Période non supportée : ${periodText}`);
      const period = periodText;
      const now = clock();
      if (!provider) return computeHoroscope(sign, period, now);

      const key = `${sign.slug}|${period}|${periodRange(period, now).date}`;
      const policy = HOROSCOPE_FRESHNESS[period];
      const entry = cache.get(key);
      const age = entry ? now.getTime() - entry.fetchedAt : Infinity;
      if (entry && age < policy.freshSeconds * 1000) return entry.value;
      if (entry && age < policy.retainSeconds * 1000) {
        if (!inFlight.has(key) && !recentlyFailed(key, now.getTime())) {
          fetchOnce(provider, key, sign, period, now).catch(() => {
            /* logged in fetchOnce; the stale answer stays until its retention ends */
          });
        }
        return entry.value;
      }
      if (entry) cache.delete(key);

      if (recentlyFailed(key, now.getTime())) return computeHoroscope(sign, period, now);
      return fetchOnce(provider, key, sign, period, now).catch(() => computeHoroscope(sign, period, now));
    },

    freshnessSeconds(period) {
      return HOROSCOPE_FRESHNESS[period].freshSeconds;
    },

    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
    },
  };
}
