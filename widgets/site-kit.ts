/**
 * What the host site's own forms reuse from the widgets (the self-exclusion
 * request) and pages (the legal texts' links, the agency's team): the
 * widgets' frame, fields, submission and API client, the request's shared
 * schema, what a plain click is, and the live status dot with its
 * stylesheet. Neither in the library's public API (index.ts) nor in any
 * embed bundle: only the site imports it.
 */
export { widgetComponent } from './core/define-element';
export { FormEnd, TextField, formCss, formStyles, honeypotValue, useSubmission } from './core/parts/form';
export { postJson } from './core/api';
export { isPlainClick } from './core/parts/plain-click';
export { StatusIndicator } from './core/parts/status-indicator';
export { css as advisorCss } from './core/parts/advisor.module.css';
export { SELF_EXCLUSION_DURATIONS, SelfExclusionReceipt, SelfExclusionRequest, type SelfExclusionDuration } from '../contract/schemas/server';
/** Whether this device holds a chat's conversation key (the way back to it, site/layout/way-back.tsx): read on every page, a few bytes. */
export { storedChatAdvisors } from './core/storage';
