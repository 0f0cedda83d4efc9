/** The agency's settings (« Agence », admins). */
import { AgencySettingsAnswer, AgencySettingsSaved, type AgencySettingsInput } from '../../contract/schemas/agency';
import { request } from './client';

export const loadAgencySettings = (signal?: AbortSignal) => request('/agency', { schema: AgencySettingsAnswer, signal });

export const saveAgencySettings = (values: AgencySettingsInput) => request('/agency', { method: 'PUT', body: values, schema: AgencySettingsSaved });
