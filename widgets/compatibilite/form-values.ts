/**
 * The form and the address, each from the other: what was typed becomes the
 * address asked (and shared), an address opened fills the form again; and
 * each refusal, the form's own or the server's, goes to its person's field.
 */
import { BIRTH_DATA_MESSAGES, isInBirthYears, isRealDate } from '../../contract/domain/birth-data';
import { PEOPLE, PERSON_PARAMETERS, type CompatibilityAddress, type PersonParameter, type PersonSuffix } from '../../contract/domain/compatibility-address';
import { isRefusal } from '../core/refusal';
import { BIRTH_TEXTS } from '../core/texts/birth';
import { EMPTY_PERSON, type PersonErrors, type PersonValues } from './person-fields';
import { COMPATIBILITY_TEXTS as T } from './texts';

export type People = Record<PersonSuffix, PersonValues>;
export type PeopleErrors = Record<PersonSuffix, PersonErrors>;

export const NO_ERRORS: PeopleErrors = { '1': {}, '2': {} };

export function peopleOf(address: CompatibilityAddress): People {
  const person = (suffix: PersonSuffix): PersonValues => {
    const heure = address[`heure${suffix}`] ?? '';
    const lieu = address[`lieu${suffix}`];
    return {
      ...EMPTY_PERSON,
      prenom: address[`prenom${suffix}`] ?? '',
      date: address[`date${suffix}`] ?? '',
      heure,
      unknownTime: heure === '',
      place: lieu ? { id: lieu, label: null } : null,
      occurrence: address[`occurrence${suffix}`] ?? '',
    };
  };
  return { '1': person('1'), '2': person('2') };
}

/** What the form asks: a first name trimmed, a time only when known, its repeated hour's choice only with it, a place only once picked. */
export function addressOf(people: People): CompatibilityAddress {
  const address: CompatibilityAddress = {};
  for (const suffix of PEOPLE) {
    const person = people[suffix];
    const values: Record<PersonParameter, string> = {
      prenom: person.prenom.trim(),
      date: person.date,
      heure: person.unknownTime ? '' : person.heure,
      lieu: person.place?.id ?? '',
      occurrence: person.unknownTime ? '' : person.occurrence,
    };
    for (const name of PERSON_PARAMETERS) if (values[name]) address[`${name}${suffix}`] = values[name];
  }
  return address;
}

/** What the form refuses before asking: a date missing or out of the years, a time neither given nor said unknown, a place typed but not picked. */
export function checkPeople(people: People): PeopleErrors | null {
  const errors: PeopleErrors = { '1': {}, '2': {} };
  let refused = false;
  for (const suffix of PEOPLE) {
    const person = people[suffix];
    const own = errors[suffix];
    if (!person.date) own.date = T.errors.dateMissing;
    else if (!isRealDate(person.date)) own.date = BIRTH_DATA_MESSAGES.dateInvalid;
    else if (!isInBirthYears(person.date)) own.date = BIRTH_DATA_MESSAGES.dateOutOfRange;
    if (!person.unknownTime && !person.heure) own.heure = BIRTH_TEXTS.timeMissing;
    // A place is optional, but text typed over it (or never picked) is no place.
    const typed = person.placeText;
    if (typed?.trim() && (person.place === null || typed !== person.place.label)) own.lieu = BIRTH_TEXTS.placeNotPicked;
    refused ||= Object.keys(own).length > 0;
  }
  return refused ? errors : null;
}

/** The server's refusal of one person's field (`date2`, `lieu1`), beside it; null for any other failure. */
export function refusedField(error: unknown): { suffix: PersonSuffix; name: PersonParameter; message: string } | null {
  if (!isRefusal(error) || !error.field || !error.serverMessage) return null;
  const match = /^([a-z]+)([12])$/.exec(error.field);
  const name = match?.[1] as PersonParameter | undefined;
  if (!match || !name || !PERSON_PARAMETERS.includes(name)) return null;
  return { suffix: match[2] as PersonSuffix, name, message: error.serverMessage };
}
