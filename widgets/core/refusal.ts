/**
 * A refusal of what the visitor gave (400, 422…): asking again would get the
 * same answer, so it is shown, never retried. A file of its own, not the API
 * client's: only the forms of birth data use it, and every element loads the
 * client (one voy-horoscope's page grew past its budget with it there).
 */
import { ApiCallError } from './api';

export const isRefusal = (error: unknown): error is ApiCallError => error instanceof ApiCallError && error.status !== null && error.status >= 400 && error.status < 500;
