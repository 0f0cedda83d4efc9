/** The agency's figures over a range of Paris days (an advisor's own, for an advisor account), and the address of their CSV. */
import { FIGURES_CSV_PATH, FIGURES_PATH, FiguresAnswer } from '../../contract/schemas/figures';
import { CONSOLE_API, query, request } from './client';

export interface Range {
  from: string;
  to: string;
  /** One advisor's figures (an admin's choice); the whole agency without. */
  advisor?: number;
}

export const loadFigures = (range: Range, signal?: AbortSignal) => request(`${FIGURES_PATH.slice(CONSOLE_API.length)}${query({ ...range })}`, { schema: FiguresAnswer, signal });

/** The CSV export of the same range: a plain link (the session cookie goes with it). */
export const figuresCsvHref = (range: Range) => `${FIGURES_CSV_PATH}${query({ ...range })}`;
