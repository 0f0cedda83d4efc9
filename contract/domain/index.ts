/** The product's rules, once, for the server and the widgets (issue 14: one place per rule). */
export { AVAILABILITIES, availabilityOf, isAvailable, specStatusOf, type Availability } from './availability';
export { hasSpecialty, resolveSpecialty } from './specialty';
export { hasType, resolveType } from './advisor-type';
export { HOROSCOPE_FRESHNESS, type HoroscopeFreshness } from './horoscope-freshness';
export { DAILY_PICKS, SINGLE_PICKS, pickPath, type DailyPick, type ListPick, type SinglePick } from './picks';
export { foldFrench, slugify } from './slug';
export { ZODIAC_SIGNS, findSign, type ZodiacSign } from './zodiac';
export { DAY_PERIOD, horoscopePath, isHoroscopePeriod } from './horoscope-periods';
export { parseRating, ratingText, starFill } from './rating';
export { digitsOnly, messengerHref, presentValue, safeHttpUrl, telHref, whatsappHref } from './contact-links';
