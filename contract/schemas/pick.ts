/**
 * A pick's answer, as the spotlight reads it: its advisor, or none, said as
 * null, [] or {}. A file of its own: zod's union is for the spotlight alone,
 * not for every widget that reads an advisor.
 */
import * as z from 'zod/mini';
import { Advisor } from './advisor';

export const PickAnswer = z.union([Advisor, z.null(), z.array(z.never()), z.strictObject({})]);
export type PickAnswer = z.infer<typeof PickAnswer>;
