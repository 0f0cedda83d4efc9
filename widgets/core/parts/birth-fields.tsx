/**
 * What the two astrology forms (the birth chart's, and each person's of the
 * compatibility) draw alike: the date of birth, a native date field bounded
 * to the years the engine computes; the « Heure inconnue » box; and the text
 * the place field shows for a place picked or named by an address.
 */
import { BIRTH_YEAR_RANGE } from '../../../contract/domain/birth-data';
import { BIRTH_TEXTS as B } from '../texts/birth';
import { CheckField, TextField } from './form';

export function BirthDateField({ name, value, onValue, autoComplete, error }: { name: string; value: string; onValue(date: string): void; autoComplete: string; error: string | undefined }) {
  return (
    <TextField
      label={B.date}
      name={name}
      type="date"
      min={`${BIRTH_YEAR_RANGE.first}-01-01`}
      max={`${BIRTH_YEAR_RANGE.last}-12-31`}
      value={value}
      onValue={onValue}
      autoComplete={autoComplete}
      error={error}
    />
  );
}

export function UnknownTimeField({ name, checked, onChecked }: { name: string; checked: boolean; onChecked(unknown: boolean): void }) {
  return (
    <CheckField name={name} checked={checked} onChecked={onChecked}>
      {B.unknownTime}
    </CheckField>
  );
}

/** A form's place as its values hold it: what was typed, and the place picked (or named by the address, its label not known yet). */
export interface PlaceValues {
  /** The field's text; null while it shows the place the address named. */
  placeText: string | null;
  /** The place picked in the list (or named by the address), and the label it was picked with. */
  place: { id: string; label: string | null } | null;
}

/** The place field's text: what was typed, else the label of the place picked, else the one an answer (or the list) gives the place the address named. */
export const placeTextOf = (values: PlaceValues, answeredLabel: string | undefined): string => values.placeText ?? (values.place ? (values.place.label ?? answeredLabel ?? '') : '');
