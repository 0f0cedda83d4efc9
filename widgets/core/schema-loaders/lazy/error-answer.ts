/** ../error-answer.ts's schemas, loaded with the first answer they parse (../../schema-source.ts; the embed's twin: ../eager/error-answer.ts). */
export const errorAnswerSchema = () => import('../../../../contract/schemas/error-answer').then((file) => file.ErrorAnswer);
