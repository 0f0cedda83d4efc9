/** Which period tab is selected: the `period` attribute at first, then the visitor's choice. */
import { useState } from 'react';
import { DAY_PERIOD, isHoroscopePeriod, type HoroscopePeriod } from '../../contract/domain/horoscope-periods';

const periodOf = (attribute: string | undefined): HoroscopePeriod => (attribute && isHoroscopePeriod(attribute) ? attribute : DAY_PERIOD);

/**
 * The selected tab: the `period` attribute at first; a click or key then
 * chooses; a new sign brings back Aujourd'hui and a new `period` attribute
 * selects it (SPEC.md section 2). Adjusted while rendering, so a new sign
 * never asks for the old sign's period.
 */
export function useSelectedPeriod(sign: string, attribute: string | undefined): [HoroscopePeriod, (period: HoroscopePeriod) => void] {
  const [state, setState] = useState({ sign, attribute, period: periodOf(attribute) });
  let current = state;
  if (state.sign !== sign || state.attribute !== attribute) {
    const period = state.attribute !== attribute ? periodOf(attribute) : DAY_PERIOD;
    current = { sign, attribute, period };
    setState(current);
  }
  return [current.period, (period) => setState({ sign, attribute, period })];
}
