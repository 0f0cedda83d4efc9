/** ../pick.ts's schema, loaded with the first answer it parses (../../schema-source.ts; the embed's twin: ../eager/pick.ts). */
export const pickAnswerSchema = () => import('../../../../contract/schemas/pick').then((file) => file.PickAnswer);
