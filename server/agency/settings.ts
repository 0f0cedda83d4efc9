/**
 * The agency's settings: its identity (name, head office, licence, host,
 * mediator, customer service), which the legal pages, the footer, the
 * e-mails and the JSON-LD print, and the spending threshold above which a
 * visitor's 30-day paid total is flagged. Kept in table agency_settings, one
 * row a setting; a missing row is the sample a fresh install starts from
 * (site/config.ts, AGENCY_SAMPLES), and the console says which still are.
 * Written by an admin only (« Agence »), audited with the keys it changed;
 * every instance hears the change on the catalogue's channel and reloads
 * them with it, so its kept pages are drawn again (AgencySettingsHolder).
 */
import { inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import { identityOf, SAMPLE_IDENTITY, type AgencyIdentity } from '../../site/agency-identity';
import { AGENCY_SAMPLES, AGENCY_SETTING_KEYS, type AgencySettingKey, type AgencyValues } from '../../contract/domain/agency-samples';
import { AGENCY_SETTING_LABELS, AgencySettingsInput } from '../../contract/schemas/agency';
import type { ConsoleUser } from '../../contract/schemas/console/accounts';
import { audit } from '../console/audit';
import type { AppDb } from '../db/open';
import { agencySettings } from '../db/schema';

export { AGENCY_SAMPLES, AGENCY_SETTING_KEYS, AGENCY_SETTING_LABELS, AgencySettingsInput, type AgencySettingKey, type AgencyValues };

/** The settings as the code uses them: the identity's texts, the threshold in cents. */
export type AgencySettings = AgencySettingsInput;

export interface AgencySettingsRead {
  values: AgencySettings;
  /** The settings still at their sample value (no row, or a row still marked sample), in the form's order. */
  samples: AgencySettingKey[];
}

/** The samples as typed values. */
export const SAMPLE_SETTINGS: AgencySettings = typed(AGENCY_SAMPLES);

/** Strings as stored → typed values (the threshold a number). */
function typed(values: AgencyValues): AgencySettings {
  return { ...values, spending_threshold_cents: Number(values.spending_threshold_cents) };
}

/** Typed values → strings as stored. */
export function storedText(key: AgencySettingKey, value: AgencySettings[AgencySettingKey]): string {
  return key === 'spending_threshold_cents' ? String(value) : String(value).trim();
}

const isKey = (key: string): key is AgencySettingKey => (AGENCY_SETTING_KEYS as string[]).includes(key);

/**
 * Every setting, and which are still samples. A stored value the rules no
 * longer accept (a row written by hand) is read as its sample, never printed.
 */
export async function readAgencySettings(db: AppDb): Promise<AgencySettingsRead> {
  const rows = await db.select().from(agencySettings);
  const stored: Partial<AgencyValues> = {};
  const notSample = new Set<AgencySettingKey>();
  for (const row of rows) {
    if (!isKey(row.key)) continue;
    stored[row.key] = row.value;
    if (!row.sample) notSample.add(row.key);
  }
  const merged = typed({ ...AGENCY_SAMPLES, ...stored });
  const checked = z.safeParse(AgencySettingsInput, merged);
  const values: AgencySettings = checked.success ? checked.data : { ...merged };
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && isKey(key)) {
        (values as Record<AgencySettingKey, unknown>)[key] = SAMPLE_SETTINGS[key];
        notSample.delete(key);
      }
    }
  }
  return { values, samples: AGENCY_SETTING_KEYS.filter((key) => !notSample.has(key)) };
}

/**
 * Saves the settings given (already checked with AgencySettingsInput) that
 * differ from the stored ones, in `tx` (the caller's transaction), each no
 * longer a sample, and audits which keys changed (never their values).
 * Answers the keys that changed: none, nothing written nor audited.
 */
export async function writeAgencySettings(tx: AppDb, actor: ConsoleUser, values: Partial<AgencySettings>): Promise<AgencySettingKey[]> {
  const current = await readAgencySettings(tx);
  const changed = AGENCY_SETTING_KEYS.filter((key) => values[key] !== undefined && storedText(key, values[key]) !== storedText(key, current.values[key]));
  if (changed.length === 0) return [];
  await tx.delete(agencySettings).where(inArray(agencySettings.key, changed));
  await tx.insert(agencySettings).values(changed.map((key) => ({ key, value: storedText(key, values[key]!), sample: false, updatedAt: new Date() })));
  await audit(tx, actor, { action: 'agency-settings-changed', target: 'agency', details: { keys: changed } });
  return changed;
}

/**
 * This instance's copy of the settings, for what is drawn without a
 * transaction of its own (pages, small pages, the e-mail worker's sender
 * name): reloaded with the catalogue, so on every instance at the
 * notification of a change (server/live/event-bus.ts), after a lost
 * connection, and by the safety timer. `identity` stays the same object
 * while the values do, so pages kept for it stay kept (server/page-rendering.ts).
 */
export class AgencySettingsHolder {
  #read: AgencySettingsRead = { values: SAMPLE_SETTINGS, samples: [...AGENCY_SETTING_KEYS] };
  #identity: AgencyIdentity = SAMPLE_IDENTITY;

  constructor(private readonly db: AppDb) {}

  get current(): AgencySettingsRead {
    return this.#read;
  }

  /** What the public pages print. */
  get identity(): AgencyIdentity {
    return this.#identity;
  }

  async reload(): Promise<void> {
    const read = await readAgencySettings(this.db);
    const identity = identityOf(read.values);
    if (JSON.stringify(identity) !== JSON.stringify(this.#identity)) this.#identity = identity;
    this.#read = read;
  }
}
