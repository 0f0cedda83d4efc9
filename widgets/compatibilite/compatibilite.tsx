/**
 * Two people's compatibility (issue 41): their birth data, then the score and
 * what makes it. The data are the address's (`date1`, `heure1`, `lieu1`,
 * `prenom1`, `occurrence1` and the same with 2, the API's own names): the
 * attributes open a result, and each result the visitor asks for is told to
 * the page (`voy-compatibility-change`), which moves its address there, so a
 * shared link reopens it. What was typed stays in the form whatever the
 * server answers, each refusal beside its field.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { compatibilityPath, compatibilitySearch, isComplete, PEOPLE, type CompatibilityAddress, type CompatibilityParameter, type PersonSuffix } from '../../contract/domain/compatibility-address';
import { isRefusal } from '../core/refusal';
import { formStyles } from '../core/parts/form';
import parts from '../core/parts/parts.module.css';
import { useApiQuery } from '../core/query';
import theme from '../core/theme.module.css';
import { useWidget } from '../core/widget-context';
import { compatibilityQueryOptions } from './compatibility-query';
import { CompatibilityResult } from './compatibility-result';
import { addressOf, checkPeople, NO_ERRORS, peopleOf, refusedField, type People, type PeopleErrors } from './form-values';
import { PersonFields, type PersonValues } from './person-fields';
import { COMPATIBILITY_TEXTS as T } from './texts';
import styles from './compatibilite.module.css';

/** The address parameter each value of the form is sent as. */
const EDITED_FIELD: Record<keyof PersonValues, string> = { prenom: 'prenom', date: 'date', heure: 'heure', unknownTime: 'heure', placeText: 'lieu', place: 'lieu', occurrence: 'occurrence' };

export type CompatibiliteProps = Partial<Record<CompatibilityParameter, string>>;

interface FormState {
  /** The attributes the state was last filled from. */
  propsKey: string;
  people: People;
  /** What was asked last (the result shown is its answer), or nothing yet. */
  asked: CompatibilityAddress | null;
  /** The form's own refusals of its last submit. */
  checked: PeopleErrors | null;
  /** The fields edited since the last request (`date2`): the server's refusal of them no longer shows. */
  edited: ReadonlySet<string>;
}

function stateOfProps(address: CompatibilityAddress, propsKey: string): FormState {
  return { propsKey, people: peopleOf(address), asked: isComplete(address) ? address : null, checked: null, edited: new Set() };
}

/** The attributes as an address: the parameters given, nothing else. */
function addressOfProps(props: CompatibiliteProps): CompatibilityAddress {
  const address: CompatibilityAddress = {};
  for (const [name, value] of Object.entries(props) as [CompatibilityParameter, string | undefined][]) if (value) address[name] = value;
  return address;
}

export function CompatibiliteView(props: CompatibiliteProps) {
  const { apiBase, emit } = useWidget();
  const fromProps = addressOfProps(props);
  const propsKey = compatibilitySearch(fromProps);
  const [state, setState] = useState<FormState>(() => stateOfProps(fromProps, propsKey));
  // The latest state, whatever has been drawn: Preact draws after a batch of events, and a submit
  // right after typing (or two fields typed before a render) must see every change.
  const latest = useRef(state);
  const update = (change: (state: FormState) => FormState) => {
    latest.current = change(latest.current);
    setState(latest.current);
  };
  if (latest.current.propsKey !== propsKey) {
    // The attributes changed (the page's address moved: Back, a link): their result replaces the form's, unless it is the one shown.
    const shown = latest.current.asked;
    latest.current = shown !== null && compatibilitySearch(shown) === propsKey ? { ...latest.current, propsKey } : stateOfProps(fromProps, propsKey);
    setState(latest.current);
  }
  const current = latest.current;
  const { asked } = current;
  const search = asked ? compatibilitySearch(asked) : null;
  const answer = useApiQuery(compatibilityQueryOptions(apiBase, search));
  // Asked and not answered yet: a query starts fetching a moment after its key changes, pending meanwhile.
  const loading = search !== null && (answer.isFetching || answer.isPending);

  const refused = answer.isError && !answer.isFetching ? refusedField(answer.error) : null;
  const twice = refused?.name === 'occurrence' ? refused : null;
  const errors: PeopleErrors = current.checked ?? NO_ERRORS;
  const errorsOf = (suffix: PersonSuffix) => {
    const own = errors[suffix];
    return refused && !twice && refused.suffix === suffix && !current.edited.has(`${refused.name}${suffix}`) ? { ...own, [refused.name]: refused.message } : own;
  };
  // A refusal no field shows (a request refused whole, the server unreachable): said above the button, with « Réessayer ».
  const failed = answer.isError && !answer.isFetching && !refused;

  // The result the visitor just asked for: told to the page, and brought into view, once it arrives.
  const askedByVisitor = useRef<string | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const data = answer.data;
  useEffect(() => {
    if (!data || askedByVisitor.current === null || askedByVisitor.current !== search) return;
    askedByVisitor.current = null;
    emit('voy-compatibility-change', { path: compatibilityPath(asked!) });
    resultRef.current?.focus();
  }, [data, search, asked, emit]);
  // After the visitor's submit is refused (by the form or the server), the first refused field takes the focus and its message is read with it.
  const focusRefusal = useRef(false);
  const refusalKey = `${JSON.stringify(current.checked)}|${refused ? `${refused.name}${refused.suffix}` : ''}`;
  useEffect(() => {
    if (!focusRefusal.current || refusalKey === 'null|') return;
    focusRefusal.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [part~="occurrence"] button')?.focus();
  }, [refusalKey]);

  const ask = (address: CompatibilityAddress, people = latest.current.people) => {
    const askedSearch = compatibilitySearch(address);
    askedByVisitor.current = askedSearch;
    focusRefusal.current = true;
    // The same question again after a failure: ask the server again rather than show the same failure.
    if (askedSearch === search && answer.isError) void answer.refetch();
    update((state) => ({ ...state, people, asked: address, checked: null, edited: new Set() }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const { people } = latest.current;
    const checked = checkPeople(people);
    if (checked) {
      focusRefusal.current = true;
      update((state) => ({ ...state, checked }));
      return;
    }
    // A repeated hour's choice stays with its person's values until their time changes (person-fields.tsx).
    ask(addressOf(people));
  };

  const chooseOccurrence = (suffix: PersonSuffix, occurrence: '1' | '2') => {
    if (!asked) return;
    const { people } = latest.current;
    ask({ ...asked, [`occurrence${suffix}`]: occurrence }, { ...people, [suffix]: { ...people[suffix], occurrence } });
  };

  const edit = (suffix: PersonSuffix, change: Partial<PersonValues>) =>
    update((state) => {
      const edited = new Set(state.edited);
      for (const name of Object.keys(change)) edited.add(`${EDITED_FIELD[name as keyof PersonValues]}${suffix}`);
      return { ...state, people: { ...state.people, [suffix]: { ...state.people[suffix], ...change } }, edited };
    });

  return (
    <div className={styles.layout}>
      <header>
        <h2 className={styles.title}>{T.title}</h2>
        <p className={formStyles.intro}>{T.intro}</p>
      </header>
      <form ref={formRef} className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-busy={loading} part="form">
        <div className={styles.people}>
          {PEOPLE.map((suffix) => (
            <PersonFields
              key={suffix}
              suffix={suffix}
              apiBase={apiBase}
              values={current.people[suffix]}
              onChange={(change) => edit(suffix, change)}
              errors={errorsOf(suffix)}
              answeredPlace={data?.people[Number(suffix) - 1]?.birth.place?.label}
              answerFailed={answer.isError && !answer.isFetching}
              twice={twice?.suffix === suffix ? twice.message : null}
              onOccurrence={(occurrence) => chooseOccurrence(suffix, occurrence)}
            />
          ))}
        </div>
        {failed && (
          <p className={formStyles.alert} role="alert" part="error">
            {isRefusal(answer.error) && answer.error.serverMessage ? answer.error.serverMessage : T.errors.failed}
          </p>
        )}
        <button type="submit" className={`${parts.button} ${parts.primary} ${formStyles.submit}`} part="button submit" disabled={loading}>
          {loading && <span className={formStyles.spinner} part="spinner" aria-hidden="true" />}
          {failed ? T.errors.retry : T.submit}
        </button>
        <p className={theme.visuallyHidden} role="status">
          {loading ? T.computing : ''}
        </p>
      </form>
      {asked && data && !loading && <CompatibilityResult answer={data} asked={asked} focusRef={resultRef} />}
    </div>
  );
}
