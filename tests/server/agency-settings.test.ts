/**
 * The agency's settings (issue 39, point 7): the store (server/agency/settings.ts)
 * with its rules, its samples and its audit.
 */
import { desc, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_SAMPLES, AGENCY_SETTING_KEYS, readAgencySettings, SAMPLE_SETTINGS, writeAgencySettings } from '../../server/agency/settings';
import type { Database } from '../../server/db/open';
import { agencySettings, auditLog } from '../../server/db/schema';
import { AgencySettingsInput } from '../../widgets/core/schemas/agency';
import type { ConsoleUser } from '../../widgets/core/schemas/console';
import { openTestDatabase } from '../helpers/test-app';

const ADMIN: ConsoleUser = { id: 1, email: 'admin@voyance.test', role: 'admin', advisor_id: null };

describe('the agency settings store', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('starts from the samples, every one reported as a sample, the threshold 500,00 €', async () => {
    const read = await readAgencySettings(database.db);
    expect(read.values).toEqual(SAMPLE_SETTINGS);
    expect(read.samples).toEqual(AGENCY_SETTING_KEYS);
    expect(read.values.spending_threshold_cents).toBe(50000);
    expect(AGENCY_SAMPLES.company).toContain('fictive');
    expect(AGENCY_SAMPLES.host_name).toContain('fictif');
  });

  it('accepts the samples, and says in French which field is wrong', () => {
    expect(z.safeParse(AgencySettingsInput, SAMPLE_SETTINGS).success).toBe(true);
    const bad = z.safeParse(AgencySettingsInput, {
      ...SAMPLE_SETTINGS,
      company: ' ',
      email: 'pas-un-e-mail',
      phone: 'appelez-nous',
      mediator_website: 'http://mediateur.fr',
      spending_threshold_cents: 12.5,
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      company: 'La raison sociale doit contenir au moins 2 caractères',
      email: 'L’e-mail du service client doit être une adresse e-mail valide',
      phone: 'Le téléphone du service client doit être un numéro de téléphone (chiffres, espaces, un + au début)',
      mediator_website: 'Le site web du médiateur doit être une adresse https valide, par exemple https://www.exemple.fr',
      spending_threshold_cents: 'Le seuil de dépenses doit être un montant en euros, par exemple 500 ou 500,50',
    });
  });

  it('writes only what changed, no longer a sample, and audits the keys (never the values)', async () => {
    const changed = await database.db.transaction((tx) =>
      writeAgencySettings(tx, ADMIN, { ...SAMPLE_SETTINGS, company: '  Étoile Conseil SARL ', spending_threshold_cents: 80000 }),
    );
    expect(changed).toEqual(['company', 'spending_threshold_cents']);
    const read = await readAgencySettings(database.db);
    expect(read.values.company).toBe('Étoile Conseil SARL');
    expect(read.values.spending_threshold_cents).toBe(80000);
    expect(read.samples).toEqual(AGENCY_SETTING_KEYS.filter((key) => key !== 'company' && key !== 'spending_threshold_cents'));
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'agency-settings-changed', actor: ADMIN.email, target: 'agency', details: { keys: ['company', 'spending_threshold_cents'] } });
    expect(JSON.stringify(entry!.details)).not.toContain('Étoile');

    // The same values again: nothing to write, nothing audited.
    const audits = (await database.db.select().from(auditLog)).length;
    expect(await database.db.transaction((tx) => writeAgencySettings(tx, ADMIN, { company: 'Étoile Conseil SARL' }))).toEqual([]);
    expect((await database.db.select().from(auditLog)).length).toBe(audits);
  });

  it('reads a stored value the rules refuse (written by hand) as its sample', async () => {
    await database.db.update(agencySettings).set({ value: 'pas-un-e-mail', sample: false }).where(eq(agencySettings.key, 'company'));
    await database.db.insert(agencySettings).values({ key: 'email', value: 'pas-un-e-mail', sample: false });
    const read = await readAgencySettings(database.db);
    expect(read.values.email).toBe(AGENCY_SAMPLES.email);
    expect(read.samples).toContain('email');
    expect(read.values.company).toBe('pas-un-e-mail');
  });
});
