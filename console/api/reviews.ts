/** Reviews (server/console/routes/reviews.ts): the list, an admin's decision, the advisor's answer, the demonstration data. */
import { CONSOLE_REVIEW_PATHS, ConsoleReview, ConsoleReviewPage, DemoDataSummary, type ReviewModeration } from '../../contract/schemas/console/reviews';
import { CONSOLE_API, query, request } from './client';

const path = (template: string, id?: number) => (id === undefined ? template : template.replace(':id', String(id))).slice(CONSOLE_API.length);

export const listReviews = (page: number, signal?: AbortSignal) => request(`${path(CONSOLE_REVIEW_PATHS.list)}${query({ page })}`, { schema: ConsoleReviewPage, signal });
export const moderateReview = (id: number, decision: ReviewModeration) => request(path(CONSOLE_REVIEW_PATHS.moderate, id), { method: 'POST', body: decision, schema: ConsoleReview });
export const answerReview = (id: number, text: string) => request(path(CONSOLE_REVIEW_PATHS.answer, id), { method: 'POST', body: { text }, schema: ConsoleReview });
export const demoData = (signal?: AbortSignal) => request(path(CONSOLE_REVIEW_PATHS.demo), { schema: DemoDataSummary, signal });
export const removeDemoData = () => request(path(CONSOLE_REVIEW_PATHS.demo), { method: 'DELETE', schema: DemoDataSummary });
