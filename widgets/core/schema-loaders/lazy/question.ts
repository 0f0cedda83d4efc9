/** ../question.ts's schemas, loaded with the first answer they parse (../../schema-source.ts; the embed's twin: ../eager/question.ts). */
export const analysisSchema = () => import('../../../../contract/schemas/question').then((file) => file.Analysis);
export const questionResponseSchema = () => import('../../../../contract/schemas/question').then((file) => file.QuestionResponse);
