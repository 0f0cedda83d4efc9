/** ../lazy/pick.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/pick';
import { PickAnswer } from '../../../../contract/schemas/pick';

export const pickAnswerSchema: typeof Lazy.pickAnswerSchema = async () => PickAnswer;
