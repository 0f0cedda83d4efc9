/** ../lazy/astro.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/astro';
import { BirthChart, Compatibility } from '../../../../contract/schemas/astro';

export const birthChartSchema: typeof Lazy.birthChartSchema = async () => BirthChart;
export const compatibilitySchema: typeof Lazy.compatibilitySchema = async () => Compatibility;
