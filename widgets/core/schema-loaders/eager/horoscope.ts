/** ../lazy/horoscope.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/horoscope';
import { Horoscope } from '../../../../contract/schemas/horoscope';

export const horoscopeSchema: typeof Lazy.horoscopeSchema = async () => Horoscope;
