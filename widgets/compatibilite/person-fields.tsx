/**
 * One person's birth data in the compatibility's form: first name, date,
 * time or « Heure inconnue », and the place, found in the list of places
 * (the birth chart's own field, widgets/core/parts/place-field.tsx).
 */
import type { PersonParameter, PersonSuffix } from '../../contract/domain/compatibility-address';
import { BirthDateField, placeTextOf, UnknownTimeField, type PlaceValues } from '../core/parts/birth-fields';
import { TextField } from '../core/parts/form';
import { PlaceField } from '../core/parts/place-field';
import { usePlaceLabel } from '../core/use-place-label';
import parts from '../core/parts/parts.module.css';
import { BIRTH_TEXTS as B } from '../core/texts/birth';
import { COMPATIBILITY_TEXTS as T } from './texts';
import styles from './compatibilite.module.css';

/** What the visitor typed for one person. */
export interface PersonValues extends PlaceValues {
  prenom: string;
  date: string;
  heure: string;
  unknownTime: boolean;
  /** Which of a repeated hour, as the visitor chose it: '1', '2' or none. */
  occurrence: string;
}

export const EMPTY_PERSON: PersonValues = { prenom: '', date: '', heure: '', unknownTime: true, placeText: null, place: null, occurrence: '' };

export type PersonErrors = Partial<Record<PersonParameter, string>>;


export function PersonFields({
  suffix,
  apiBase,
  values,
  onChange: set,
  errors,
  answeredPlace,
  answerFailed,
  twice,
  onOccurrence,
}: {
  suffix: PersonSuffix;
  apiBase: string;
  values: PersonValues;
  /** A field changed: only what changed, merged into the latest values (two fields typed before a render both count). */
  onChange(change: Partial<PersonValues>): void;
  errors: PersonErrors;
  /** The label of the place the shown answer was cast for. */
  answeredPlace: string | undefined;
  /** No answer came (refused, or the network): the address's place is named from the list of places instead. */
  answerFailed: boolean;
  /** The server's question when this person's hour happened twice. */
  twice: string | null;
  onOccurrence(occurrence: '1' | '2'): void;
}) {
  const listedPlace = usePlaceLabel(apiBase, values.place?.label === null ? values.place.id : null, answerFailed);
  return (
    <fieldset className={styles.person} part="person">
      <legend className={styles.legend}>{T.people[suffix]}</legend>
      <TextField label={T.firstName} name={`prenom${suffix}`} value={values.prenom} onValue={(prenom) => set({ prenom })} autoComplete={suffix === '1' ? 'given-name' : 'off'} error={errors.prenom} />
      <BirthDateField name={`date${suffix}`} value={values.date} onValue={(date) => set({ date })} autoComplete={suffix === '1' ? 'bday' : 'off'} error={errors.date} />
      <UnknownTimeField name={`heure-inconnue${suffix}`} checked={values.unknownTime} onChecked={(unknownTime) => set({ unknownTime })} />
      {!values.unknownTime && <TextField label={B.time} name={`heure${suffix}`} type="time" value={values.heure} onValue={(heure) => set({ heure, occurrence: '' })} error={errors.heure} />}
      <PlaceField
        apiBase={apiBase}
        name={`lieu${suffix}`}
        text={placeTextOf(values, answeredPlace ?? listedPlace)}
        onText={(placeText) => set({ placeText })}
        onPick={(place) => set({ place, placeText: place.label })}
        error={errors.lieu}
      />
      {twice && (
        <div className={styles.twice} part="occurrence">
          <p role="alert">{twice}</p>
          <div className={parts.buttons}>
            {(['1', '2'] as const).map((occurrence) => (
              <button key={occurrence} type="button" className={parts.button} part="button" onClick={() => onOccurrence(occurrence)}>
                {occurrence === '1' ? B.twice.first : B.twice.second}
              </button>
            ))}
          </div>
        </div>
      )}
    </fieldset>
  );
}
