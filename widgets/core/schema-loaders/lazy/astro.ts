/** ../astro.ts's schemas, loaded with the first answer they parse (../../schema-source.ts; the embed's twin: ../eager/astro.ts). */
export const birthChartSchema = () => import('../../../../contract/schemas/astro').then((file) => file.BirthChart);
export const compatibilitySchema = () => import('../../../../contract/schemas/astro').then((file) => file.Compatibility);
