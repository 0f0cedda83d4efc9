/** ../horoscope.ts's schemas, loaded with the first answer they parse (../../schema-source.ts; the embed's twin: ../eager/horoscope.ts). */
export const horoscopeSchema = () => import('../../../../contract/schemas/horoscope').then((file) => file.Horoscope);
