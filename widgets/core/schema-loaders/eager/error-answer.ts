/** ../lazy/error-answer.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/error-answer';
import { ErrorAnswer } from '../../../../contract/schemas/error-answer';

export const errorAnswerSchema: typeof Lazy.errorAnswerSchema = async () => ErrorAnswer;
