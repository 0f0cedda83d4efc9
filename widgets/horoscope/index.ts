export { SignHoroscope, defineHoroscope } from './element';
export { transformHoroscope, dateHeading, coloursIn, colourName, type TransformedHoroscope } from './transform';
export { horoscopeQueryOptions, prefetchHoroscopes, horoscopePath, HOROSCOPE_QUERY_POLICY } from './horoscope-query';
