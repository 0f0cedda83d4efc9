/** The advisors as the console edits them: list, one, create, edit, archive, status, photo and video. */
import type { Availability } from '../../contract/domain/availability';
import { ConsoleAdvisor, ConsoleAdvisorList, UploadReceipt, type AdvisorFields, type AdvisorPatch } from '../../contract/schemas/console/advisors';
import { query, request, upload } from './client';

export interface AdvisorFilterValues {
  search?: string;
  type?: string;
  specialty?: string;
  availability?: Availability | '';
  archived?: '0' | '1' | 'all';
}

export const listAdvisors = (filters: AdvisorFilterValues, signal?: AbortSignal) =>
  request(`/advisors${query({ ...filters })}`, { schema: ConsoleAdvisorList, signal });

export const getAdvisor = (id: number, signal?: AbortSignal) => request(`/advisors/${id}`, { schema: ConsoleAdvisor, signal });

export const createAdvisor = (fields: AdvisorFields) => request('/advisors', { method: 'POST', body: fields, schema: ConsoleAdvisor });

export const updateAdvisor = (id: number, patch: AdvisorPatch) => request(`/advisors/${id}`, { method: 'PATCH', body: patch, schema: ConsoleAdvisor });

/** Archive and status changes answer the advisor as it now is. */
export const setArchived = (id: number, archived: boolean) => request(`/advisors/${id}/archived`, { method: 'PUT', body: { archived }, schema: ConsoleAdvisor });

export const setStatus = (id: number, availability: Availability) => request(`/advisors/${id}/status`, { method: 'PUT', body: { availability }, schema: ConsoleAdvisor });

/** The advisor's one click after two missed chat requests set them Hors ligne: Disponible again. */
export const undoAutoOffline = (id: number) => request(`/advisors/${id}/status/auto-offline/undo`, { method: 'POST', schema: ConsoleAdvisor });

export const uploadMedia = (id: number, kind: 'photo' | 'video', file: File, onProgress: (fraction: number) => void) =>
  upload(`/advisors/${id}/${kind}`, file, UploadReceipt, onProgress);
