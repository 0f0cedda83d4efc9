/**
 * What the host site's own forms reuse from the widgets (the self-exclusion
 * request) and pages (the legal texts' links): the widgets' frame, fields,
 * submission and API client, the request's shared schema, and what a plain
 * click is. Neither in the library's public API (index.ts) nor
 * in any embed bundle: only the site imports it.
 */
export { widgetComponent } from './core/define-element';
export { FormEnd, TextField, formCss, formStyles, honeypotValue, useSubmission } from './core/parts/form';
export { postJson } from './core/api';
export { isPlainClick } from './core/parts/plain-click';
export { SELF_EXCLUSION_DURATIONS, SelfExclusionReceipt, SelfExclusionRequest, type SelfExclusionDuration } from './core/schemas/server';
