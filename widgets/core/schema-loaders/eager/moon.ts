/** ../lazy/moon.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/moon';
import { MoonReport } from '../../../../contract/schemas/moon';

export const moonSchema: typeof Lazy.moonSchema = async () => MoonReport;
