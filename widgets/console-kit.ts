/**
 * What the operator console (console/, served at /gestion/) reuses from the
 * widgets: the parts of the advisor card and profile with their stylesheets,
 * so that its live preview is the card visitors will see, drawn by the same
 * code, and the browser's storage helpers. The schemas and rules it shares
 * with the server are the contract's (contract/), imported from there.
 * Neither in the library's public API (index.ts) nor in any embed bundle:
 * only the console imports it.
 */
export { forgetText, readStoredText, storeText } from './core/storage';

export { descriptionChips, descriptionSummary } from './core/description';
export { supportChips } from './advisor-profile/supports';
export { AdvisorCard } from './core/parts/advisor-card';
export { WidgetProvider, type WidgetEnvironment } from './core/widget-context';
export { adoptStyles } from './core/styles';
export { assetUrl, placeholderPhoto } from './core/api';
// The stylesheets the card and the profile's chips are drawn with (class map and CSS text).
export { default as themeClasses, css as themeCss } from './core/theme.module.css';
export { css as partsCss } from './core/parts/parts.module.css';
export { css as advisorCss } from './core/parts/advisor.module.css';
export { default as profileClasses, css as profileCss } from './advisor-profile/advisor-profile.module.css';
