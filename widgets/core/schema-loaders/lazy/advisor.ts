/** ../advisor.ts's schemas, loaded with the first answer they parse (../../schema-source.ts; the embed's twin: ../eager/advisor.ts). */
export const advisorSchema = () => import('../../../../contract/schemas/advisor').then((file) => file.Advisor);
export const advisorListSchema = () => import('../../../../contract/schemas/advisor').then((file) => file.AdvisorList);
