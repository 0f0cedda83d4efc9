/**
 * The database schema is the one source of rows (issue 14, point 2): the row
 * schemas are made from the tables (server/db/row-schemas.ts), the API's
 * advisor schema names the same columns with the same types, and the
 * catalogue checks every advisor by the API's schema once, when it loads, so
 * the GET routes serve only what their response schema documents.
 */
import type { FastifyInstance } from 'fastify';
import { getTableColumns } from 'drizzle-orm';
import { createSelectSchema } from 'drizzle-zod';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { SEED_ADVISORS } from '../../server/catalogue/seed-advisors';
import { CONSOLE_ONLY_ADVISOR_COLUMNS, JOINED_ADVISOR_FIELDS, NewAdvisorRowSchema, PublicAdvisorRowSchema as AdvisorRowSchema } from '../../server/db/row-schemas';
import { advisors } from '../../server/db/schema';
import { Advisor } from '../../contract/schemas';
import { createTestApp } from '../helpers/test-app';

interface JsonProperty {
  type?: string | string[];
  anyOf?: JsonProperty[];
}
const propertiesOf = (schema: z.core.$ZodType) => (z.toJSONSchema(schema) as { properties: Record<string, JsonProperty> }).properties;

/** 'integer', 'null or string'…: a property's JSON types, however the schema spells a union; 'none' without the property. */
function typeOf(property: JsonProperty | undefined): string {
  if (!property) return 'none';
  const types = (item: JsonProperty): string[] => [...[item.type ?? []].flat(), ...(item.anyOf ?? []).flatMap(types)];
  return [...new Set(types(property))].sort().join(' or ') || 'any';
}

/** Where a table's row schema and an API schema disagree: a column without its field, a field without its column (other than the joined ones), another type or nullability. */
function disagreements(columns: readonly (readonly [string, string])[], rowSchema: z.core.$ZodType, apiSchema: z.core.$ZodType): string[] {
  const rows = propertiesOf(rowSchema);
  const api = propertiesOf(apiSchema);
  const faults = columns
    .filter(([property, name]) => typeOf(rows[property]) !== typeOf(api[name]))
    .map(([property, name]) => `${name}: column ${typeOf(rows[property])}, API ${typeOf(api[name])}`);
  const named = new Set(columns.map(([, name]) => name));
  const unnamed = Object.keys(api).filter((name) => !named.has(name) && !(name in JOINED_ADVISOR_FIELDS));
  return [...faults, ...unnamed.map((name) => `${name}: no column`)];
}

/** The advisors table's public columns: [row property, column name]. */
const COLUMNS = Object.entries(getTableColumns(advisors))
  .filter(([property]) => !(property in CONSOLE_ONLY_ADVISOR_COLUMNS))
  .map(([property, column]) => [property, column.name] as const);

describe('the advisors table and the API’s advisor schema', () => {
  it('name the same fields with the same types and the same nullability', () => {
    expect(COLUMNS).toHaveLength(16);
    expect(disagreements(COLUMNS, AdvisorRowSchema, Advisor)).toEqual([]);
  });

  it('are told apart when a column and the API differ (the check can fail)', () => {
    const withMood = createSelectSchema(pgTable('advisors_with_mood', { mood: integer('mood') }));
    expect(disagreements([...COLUMNS, ['mood', 'mood']], AdvisorRowSchema.extend(withMood.shape), Advisor)).toEqual(['mood: column integer or null, API none']);
    const looserApi = zm.extend(Advisor, { title: zm.string() });
    expect(disagreements(COLUMNS, AdvisorRowSchema, looserApi)).toEqual(['title: column null or string, API string']);
    const extraApi = zm.extend(Advisor, { horoscope: zm.string() });
    expect(disagreements(COLUMNS, AdvisorRowSchema, extraApi)).toEqual(['horoscope: no column']);
  });

  it('accept every seed advisor as a row to insert', () => {
    for (const advisor of SEED_ADVISORS) expect(NewAdvisorRowSchema.safeParse({ ...advisor, slug: 'slug' }).success, advisor.firstName).toBe(true);
    expect(NewAdvisorRowSchema.safeParse({ ...SEED_ADVISORS[0], slug: 'slug', reviewsCount: 2 ** 31 }).success).toBe(false);
  });
});

describe('the catalogue, loaded', () => {
  let app: FastifyInstance;
  let rejected: { id: number; fields: string[] }[];

  beforeAll(async () => {
    app = await createTestApp();
    const row = { type: 'Tarologue', status: 'available' as const, reviewsCount: 40 };
    // The database takes both; the API's schema refuses them (a slug no address can hold, a count below zero).
    await app.database.db.insert(advisors).values([
      { ...row, slug: 'Pas Un Slug', firstName: 'Mauvais' },
      { ...row, slug: 'compte-negatif', firstName: 'Négatif', reviewsCount: -1 },
    ]);
    rejected = await app.catalogue.refresh();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('leaves out, and names by id and field, the advisors the API’s schema refuses', async () => {
    expect(rejected.map((advisor) => advisor.fields)).toEqual([['slug'], ['reviews_count']]);
    const all = (await app.inject({ method: 'GET', url: '/api/users' })).json<{ first_name: string }[]>();
    expect(all).toHaveLength(SEED_ADVISORS.length);
    expect(all.map((advisor) => advisor.first_name)).not.toContain('Mauvais');
    expect((await app.inject({ method: 'GET', url: `/api/users/${rejected[1]!.id}` })).statusCode).toBe(404);
  });

  it('serves every other advisor as the response schema documents it', async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/users' })).json();
    expect(zm.safeParse(zm.array(Advisor), all).success).toBe(true);
  });
});
