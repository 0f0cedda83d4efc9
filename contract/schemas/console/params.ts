/** The parameters the console's routes share: a row's id in a path, a list's page number. */
import * as z from 'zod/mini';

/** The largest id a `serial` column holds: a bigger one is refused by the schema, not by PostgreSQL. */
const SERIAL_MAX = 2_147_483_647;

/** A row's id in a path (`…/:id`): a whole number a `serial` column can hold, else refused with `message`. */
export const serialId = (message: string) => z.coerce.number(message).check(z.int(message), z.gte(1, message), z.lte(SERIAL_MAX, message));

/** `page` of a paged list, from 1. */
export const pageNumber = z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)));
