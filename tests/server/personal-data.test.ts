/**
 * Every table of the schema says whether it holds a visitor's data and what
 * the erasure of an address does with it (server/console/personal-data.ts):
 * a table added without saying so fails here, before it can hold data the
 * right to erasure forgets. tests/server/erasure.test.ts proves the erasure
 * reaches each visitor table.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { PERSONAL_DATA } from '../../server/console/personal-data';
import * as schema from '../../server/db/schema';

const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableConfig(table));

/** Column names that say a person is described or wrote something (`name` alone may name a thing: server_secrets). */
const PERSONAL_COLUMNS = /^(e_?mail|first_name|prenom|phone|text|message|question)$/;

describe('personal data, table by table', () => {
  it('classifies every table of the schema, and no table it does not have', () => {
    expect(tables.length).toBeGreaterThan(10);
    expect(Object.keys(PERSONAL_DATA).sort()).toEqual(tables.map(({ name }) => name).sort());
  });

  it('does not call "none" a table whose columns describe a person', () => {
    for (const { name, columns } of tables) {
      const personal = columns.filter((column) => PERSONAL_COLUMNS.test(column.name)).map((column) => column.name);
      if (personal.length > 0) expect(PERSONAL_DATA[name as keyof typeof PERSONAL_DATA]?.holds, `${name}: ${personal.join(', ')}`).not.toBe('none');
    }
  });
});
