/**
 * The birth form's values and their checks, apart from its drawing: what
 * the visitor typed, what an address gives back, the French refusals (the
 * date by the server's own rules), and the address a valid form asks for.
 */
import { BIRTH_DATA_MESSAGES, isInBirthYears, isRealDate, type BirthChartAddress } from '../../contract/domain/birth-data';
import { BIRTH_TEXTS } from '../core/texts/birth';
import { THEME_ASTRAL_TEXTS } from './texts';
import type { PlaceValues } from '../core/parts/birth-fields';

export interface BirthFormValues extends PlaceValues {
  date: string;
  time: string;
  unknownTime: boolean;
}

/** The form's fields that can be refused. */
export type BirthField = 'date' | 'heure' | 'lieu';
export type BirthFormErrors = Partial<Record<BirthField, string>>;

/** The form filled from an address (a shared link), or empty. */
export function formFromAddress(address: BirthChartAddress | null): BirthFormValues {
  return {
    date: address?.date ?? '',
    time: address?.heure ?? '',
    unknownTime: !!address?.date && !address.heure,
    placeText: null,
    place: address?.lieu ? { id: address.lieu, label: null } : null,
  };
}

/** The place field's text: what was typed, else the label of the place the address named. */

/** The refusals of a form, in the fields' order; none for a form that can be sent. */
export function checkBirthForm(values: BirthFormValues): BirthFormErrors {
  const errors: BirthFormErrors = {};
  const T = THEME_ASTRAL_TEXTS.errors;
  if (!values.date) errors.date = T.dateMissing;
  else if (!isRealDate(values.date)) errors.date = BIRTH_DATA_MESSAGES.dateInvalid;
  else if (!isInBirthYears(values.date)) errors.date = BIRTH_DATA_MESSAGES.dateOutOfRange;
  if (!values.unknownTime && !values.time) errors.heure = BIRTH_TEXTS.timeMissing;
  const typed = values.placeText;
  // A place counts once picked: text typed over it (or never picked) is refused.
  const picked = values.place !== null && (typed === null || typed === values.place.label);
  if (!picked) errors.lieu = typed?.trim() ? BIRTH_TEXTS.placeNotPicked : T.placeMissing;
  return errors;
}

/** The address a valid form asks the chart for. */
export function addressOfForm(values: BirthFormValues): BirthChartAddress {
  return { date: values.date, heure: values.unknownTime ? undefined : values.time, lieu: values.place?.id };
}
