/**
 * « Prévenez-moi »'s form with its schema (../../parts/notify-me-form.tsx,
 * ../presence-alert.ts), loaded when its button is tapped: the cards of every
 * page of the site carry the button alone (the embed's twin: ../eager/presence-alert.ts).
 */
export const presenceAlertForm = () => import('../../parts/notify-me-form').then((file) => file.NotifyMeForm);
