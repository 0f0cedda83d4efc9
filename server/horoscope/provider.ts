/**
 * The third-party horoscope provider (SPEC.md section 7): POST with a JSON
 * body, a bearer token, the api key in the body, the English sign name, the
 * caller's UTC offset and lan 'fr'.
 */
import * as z from 'zod/mini';
import { Horoscope, type HoroscopePeriod } from '../../contract/schemas';
import type { ZodiacSign } from '../../contract/domain';
import { ConfigError, HOROSCOPE_URL_REQUIRED, type Config } from '../config';
import { addDays, parisYmd, periodRange } from '../calendar';

export interface ProviderOptions {
  /** e.g. 'https://json.astrologyapi.com' (no trailing path). */
  baseUrl: string;
  apiKey: string;
  token: string;
  fetch?: typeof fetch;
  /** Whole-request limit, body included; 5 s by default. */
  timeoutMs?: number;
}

export interface ProviderClient {
  fetchHoroscope(sign: ZodiacSign, period: HoroscopePeriod, now: Date, tzone: number): Promise<Horoscope>;
}

/** Path and extra body fields of each period. */
export function providerRequest(
  period: HoroscopePeriod,
  now: Date,
): { path: string; extra: Record<string, string | number> } {
  const today = parisYmd(now);
  switch (period) {
    case 'aujourdhui':
      return { path: '/api/v2/daily-horoscope', extra: { day: today.d, month: today.m, year: today.y } };
    case 'demain': {
      const tomorrow = addDays(today, 1);
      return { path: '/api/v2/daily-horoscope', extra: { day: tomorrow.d, month: tomorrow.m, year: tomorrow.y } };
    }
    case 'semaine':
      return { path: '/api/v3/weekly-horoscope', extra: { week: 'current' } };
    case 'mois':
      return { path: '/api/v2/monthly-horoscope', extra: { month: 'current' } };
    case 'annee':
      return { path: '/api/v3/yearly-horoscope', extra: { year: 'current' } };
  }
}

const MAX_ERROR_BODY = 500;

export function createProviderClient(options: ProviderOptions): ProviderClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  return {
    async fetchHoroscope(sign, period, now, tzone) {
      const { path, extra } = providerRequest(period, now);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let payload: unknown;
      try {
        const response = await doFetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({ api_key: options.apiKey, sign: sign.english, tzone, lan: 'fr', ...extra }),
          signal: controller.signal,
        });
        if (!response.ok) {
          const text = await response.text().catch(() => '');
          throw new Error(`Erreur API (${response.status}): ${text.slice(0, MAX_ERROR_BODY)}`);
        }
        payload = await response.json();
      } catch (error) {
        if (controller.signal.aborted) {
          throw new Error(`Le service d’horoscope n’a pas répondu dans le délai (${timeoutMs} ms)`, { cause: error });
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }

      const parsed = z.safeParse(Horoscope, payload);
      if (!parsed.success) throw new Error("Réponse invalide du service d’horoscope", { cause: parsed.error });
      if (!parsed.data.success) throw new Error("Le service d’horoscope a répondu success=false");
      const data = parsed.data.data;
      const hasBody = Boolean(
        data && (data.prediction ?? data.daily_horoscope ?? data.weekly_horoscope ?? data.monthly_horoscope ?? data.yearly_horoscope),
      );
      if (!hasBody) throw new Error("Réponse du service d’horoscope sans horoscope");
      return {
        success: true,
        data,
        meta: { sign: sign.slug, period, date: periodRange(period, now).date, source: 'provider' },
      };
    },
  };
}

/**
 * The provider client the configuration asks for: one only when both
 * HOROSCOPE_API_KEY and HOROSCOPE_API_TOKEN are set, at HOROSCOPE_API_URL
 * (a ConfigError without it). Undefined means our engine answers.
 */
export function providerFromConfig(
  config: Pick<Config, 'HOROSCOPE_API_URL' | 'HOROSCOPE_API_KEY' | 'HOROSCOPE_API_TOKEN'>,
): ProviderClient | undefined {
  const { HOROSCOPE_API_URL: baseUrl, HOROSCOPE_API_KEY: apiKey, HOROSCOPE_API_TOKEN: token } = config;
  if (!apiKey || !token) return undefined;
  // loadConfig refuses this already; a config built in code (tests) may not have been through it.
  if (!baseUrl) throw new ConfigError(`Configuration invalide :\n  HOROSCOPE_API_URL: ${HOROSCOPE_URL_REQUIRED}`);
  return createProviderClient({ baseUrl, apiKey, token });
}
