/** An advisor's weekly hours, Paris time: read and saved together (null: the default, Monday to Friday 9 h 00 to 18 h 00). */
import { HoursAnswer, type HoursChange } from '../../contract/schemas/weekly-hours';
import { request } from './client';

const path = (advisorId: number) => `/advisors/${advisorId}/hours`;

export const getHours = (advisorId: number, signal?: AbortSignal) => request(path(advisorId), { schema: HoursAnswer, signal });

/** Answers the hours as stored. */
export const saveHours = (advisorId: number, change: HoursChange) => request(path(advisorId), { method: 'PUT', body: change, schema: HoursAnswer });
