/** ../moon.ts's schema, loaded with the first answer it parses (../../schema-source.ts; the embed's twin: ../eager/moon.ts). */
export const moonSchema = () => import('../../../../contract/schemas/moon').then((file) => file.MoonReport);
