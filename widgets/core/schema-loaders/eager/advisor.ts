/** ../lazy/advisor.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/advisor';
import { Advisor, AdvisorList } from '../../../../contract/schemas/advisor';

export const advisorSchema: typeof Lazy.advisorSchema = async () => Advisor;
export const advisorListSchema: typeof Lazy.advisorListSchema = async () => AdvisorList;
