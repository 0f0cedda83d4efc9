/**
 * The birth chart: the birth form, then the chart the server computed. The
 * chart's data are its address's (`date`, `heure`, `lieu`, `occurrence`,
 * the API's own names): the attributes open a chart, and each chart the
 * visitor asks for is told to the page (`voy-chart-change`), which moves its
 * address there, so a shared link reopens it. What the visitor typed stays
 * in the form whatever the server answers.
 */
import { useEffect, useRef, useState } from 'react';
import { birthChartPath, birthChartSearch, type BirthChartAddress } from '../../contract/domain/birth-data';
import { usePlaceLabel } from '../core/use-place-label';
import { useApiQuery } from '../core/query';
import { useWidget } from '../core/widget-context';
import { addressOfForm, checkBirthForm, formFromAddress, type BirthField, type BirthFormErrors, type BirthFormValues } from './birth-form';
import { BirthFormView, type ServerRefusal } from './birth-form-view';
import { ChartPanel, ChartFailed, ChartLoading } from './chart-panel';
import { isRefusal } from '../core/refusal';
import { chartQueryOptions } from './chart-query';
import styles from './theme-astral.module.css';

export interface ThemeAstralProps {
  /** Date of birth, YYYY-MM-DD. */
  date?: string;
  /** Legal time of birth, HH:MM; absent: unknown. */
  heure?: string;
  /** The birth place's id in the list of places. */
  lieu?: string;
  /** 1 or 2: which of a repeated hour's two occurrences. */
  occurrence?: string;
}

/** The chart the attributes name, or none without a date. */
function addressOfProps({ date, heure, lieu, occurrence }: ThemeAstralProps): BirthChartAddress | null {
  if (!date) return null;
  const address: BirthChartAddress = { date };
  if (heure) address.heure = heure;
  if (lieu) address.lieu = lieu;
  if (occurrence) address.occurrence = occurrence;
  return address;
}

/** The server's refusal of the birth data, by the form field it concerns. */
function refusalOf(error: unknown): ServerRefusal | null {
  if (!isRefusal(error) || !error.serverMessage) return null;
  if (error.code === 'heure_double') return { kind: 'twice', message: error.serverMessage };
  const field = error.field === 'date' || error.field === 'heure' || error.field === 'lieu' ? error.field : null;
  return field ? { kind: 'field', field, message: error.serverMessage } : { kind: 'form', message: error.serverMessage };
}

export function ThemeAstralView(props: ThemeAstralProps) {
  const { apiBase, siteBase, emit } = useWidget();
  const fromProps = addressOfProps(props);
  const propsKey = birthChartSearch(fromProps ?? {});
  const [asked, setAsked] = useState<BirthChartAddress | null>(fromProps);
  const [values, setValues] = useState<BirthFormValues>(() => formFromAddress(fromProps));
  const [errors, setErrors] = useState<BirthFormErrors>({});
  // Fields edited since the last request: the server's refusal of them no longer shows.
  const [edited, setEdited] = useState<ReadonlySet<BirthField>>(new Set());
  // The chart the visitor just asked for: told to the page, and brought into view, once it arrives.
  const askedByVisitor = useRef<string | null>(null);
  const chartHeading = useRef<HTMLHeadingElement>(null);

  // The attributes changed (the page's address moved: Back, a link): their chart replaces the form's.
  const seenProps = useRef(propsKey);
  useEffect(() => {
    if (seenProps.current === propsKey) return;
    seenProps.current = propsKey;
    if (propsKey === birthChartSearch(asked ?? {})) return;
    setAsked(fromProps);
    setValues(formFromAddress(fromProps));
    setErrors({});
    setEdited(new Set());
    // Only the key says whether the attributes changed; fromProps is rebuilt at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [propsKey]);

  const query = useApiQuery(chartQueryOptions(apiBase, asked));
  const chart = query.data;
  const askedKey = asked ? birthChartSearch(asked) : null;

  useEffect(() => {
    if (!chart || askedByVisitor.current === null || askedByVisitor.current !== askedKey) return;
    askedByVisitor.current = null;
    emit('voy-chart-change', { path: birthChartPath(asked!) });
    chartHeading.current?.focus();
  }, [chart, askedKey, asked, emit]);

  // The place an address named gets its label with the chart: the field shows it, and it counts as picked.
  const chartPlace = chart?.birth.place;
  useEffect(() => {
    if (!chartPlace) return;
    setValues((current) => (current.place?.id === chartPlace.id && current.place.label === null ? { ...current, place: { id: chartPlace.id, label: chartPlace.label } } : current));
  }, [chartPlace]);

  const ask = (address: BirthChartAddress) => {
    askedByVisitor.current = birthChartSearch(address);
    setAsked(address);
    setEdited(new Set());
  };

  const edit = (field: BirthField | null, change: Partial<BirthFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    if (field) {
      setErrors((current) => ({ ...current, [field]: undefined }));
      setEdited((current) => new Set(current).add(field));
    }
  };

  const submit = () => {
    const refused = checkBirthForm(values);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return false;
    const address = addressOfForm(values);
    // The same birth asked again keeps the occurrence the visitor chose for it.
    if (asked?.occurrence && birthChartSearch(address) === birthChartSearch({ ...asked, occurrence: undefined })) address.occurrence = asked.occurrence;
    // The same chart asked again after a network failure: ask the server again.
    if (birthChartSearch(address) === askedKey && query.isError) void query.refetch();
    ask(address);
    return true;
  };

  const refusal = query.isError && !query.isFetching ? refusalOf(query.error) : null;
  // Refused, the address's place has no chart to name it: the list of places does.
  const listedPlaceLabel = usePlaceLabel(apiBase, values.place?.label === null ? values.place.id : null, query.isError && !query.isFetching);
  // A refusal stays beside its field until the visitor edits it; the choice of a repeated hour, until any field changes.
  const shownRefusal = refusal && (refusal.kind === 'field' ? !edited.has(refusal.field) : refusal.kind === 'form' || edited.size === 0) ? refusal : null;
  const loading = asked !== null && query.isFetching;

  return (
    <div className={styles.layout}>
      <BirthFormView
        apiBase={apiBase}
        values={values}
        chartPlaceLabel={chart?.birth.place?.label ?? listedPlaceLabel}
        errors={errors}
        refusal={shownRefusal}
        loading={loading}
        edit={edit}
        submit={submit}
        chooseOccurrence={(occurrence) => asked && ask({ ...asked, occurrence })}
      />
      {asked && chart ? (
        <ChartPanel chart={chart} headingRef={chartHeading} shareHref={siteBase + birthChartPath(asked)} />
      ) : loading ? (
        <ChartLoading />
      ) : query.isError && !refusal ? (
        <ChartFailed retry={() => void query.refetch()} />
      ) : null}
    </div>
  );
}
