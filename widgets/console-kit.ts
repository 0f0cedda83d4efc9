/**
 * What the operator console (console/, served at /gestion/) reuses from the
 * widgets: the console API's shared schemas, the domain rules it applies,
 * the words of the status dots, and the parts of the advisor card and profile
 * with their stylesheets, so that its live preview is the card visitors will
 * see, drawn by the same code.
 * Neither in the library's public API (index.ts) nor in any embed bundle:
 * only the console imports it.
 */
export * from './core/schemas/console';
// The agency's figures: the Chiffres page.
export * from './core/schemas/figures';
export { acceptanceRate, FIGURES_DEFAULT_DAYS, FIGURES_MAX_DAYS, lastDays, shiftDay, slashDay } from './core/domain/figures';
export { parisDay } from './core/domain/paris-day';
// The live chat and the offers: the console's Tchat page and the offers editor.
export {
  CHAT_EVENTS,
  CHAT_LIMITS,
  CONSOLE_CHAT_PATHS,
  ChatHistory,
  ChatMessage,
  ConsoleChatMessageEvent,
  ConsoleConversation,
  Offer,
  type ConsoleChatSend,
  type ChatMarks,
  type ConversationStatus,
} from './core/schemas/chat';
export { OffersInput } from './core/schemas/offers';
// The agency's settings: the « Agence » page.
export { AGENCY_SETTING_KEYS, AGENCY_SETTING_LABELS, AgencySettingsAnswer, AgencySettingsInput, AgencySettingsSaved, type AgencySettingKey } from './core/schemas/agency';
// Orders: the « Commandes » page and a conversation's orders beside its messages.
export { Order, ORDER_FLAGS, ORDER_PATHS, ORDER_STATES, type OrderFilters, type OrderFlag, type OrderState } from './core/schemas/orders';
// Before an order: a confirmed self-exclusion, the spending flag (the Tchat page), the confirmation (the inbox).
export { exclusionStateText, OrderGuard, ORDER_GUARD_PATHS, orderBlockText, spendingText } from './core/schemas/order-guard';
export { SELF_EXCLUSION_DURATIONS, type SelfExclusionDuration } from './core/schemas/server';
// Reviews: the « Avis » page.
export { CONSOLE_REVIEW_PATHS, ConsoleReview, ConsoleReviewPage, DemoDataSummary, REVIEWS_PAGE_SIZE, type ReviewModeration } from './core/schemas/console-reviews';
export { REVIEW_REJECTION_KEYS, REVIEW_REJECTION_REASONS, type ReviewRejectionReason } from './core/schemas/reviews';
// Weekly hours: the form on the advisor's own page and on their edit page.
export { HoursAnswer, HoursChange, MAX_RANGES_A_DAY } from './core/schemas/weekly-hours';
export { clockText, dayName, DEFAULT_WEEKLY_HOURS, type WeeklyHours } from './core/domain/weekly-hours';
export { formatEuros } from './core/domain/price';
export { ofName } from './core/domain/french-elision';
export { paymentHref, paymentLinkFault } from './core/domain/offers';
export { hostLabels } from './core/domain/punycode';
export { dayBreaks, markOf, mergeMessages, newClientId } from './core/domain/chat-messages';
export { responseTimeText } from './core/domain/response-time';
export { ApiError } from './core/schemas/server';
export { Advisor, ADVISOR_TYPES, SPECIALTIES } from './core/schemas/advisor';
export { AVAILABILITIES, availabilityOf, type Availability } from './core/domain/availability';
export { STATUS_TEXTS } from './core/texts/advisor';
export { slugify } from './core/domain/slug';
// « Venu de »: a page of ours by its name (console/pages/chat-page-label.ts).
export { findSign } from './core/domain/zodiac';
export { forgetText, readStoredText, storeText } from './core/storage';
export { THEMES } from './core/domain/advisor-vocabulary';
export { resolveSpecialty } from './core/domain/specialty';
export { parseRating, ratingText } from './core/domain/rating';
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
