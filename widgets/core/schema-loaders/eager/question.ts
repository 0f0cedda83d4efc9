/** ../lazy/question.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/question';
import { Analysis, QuestionResponse } from '../../../../contract/schemas/question';

export const analysisSchema: typeof Lazy.analysisSchema = async () => Analysis;
export const questionResponseSchema: typeof Lazy.questionResponseSchema = async () => QuestionResponse;
