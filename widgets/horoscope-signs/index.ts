export { HoroscopeSigns, defineHoroscopeSigns } from './element';
