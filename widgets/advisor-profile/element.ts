import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { AdvisorProfileView, type AdvisorProfileProps } from './advisor-profile';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { css } from './advisor-profile.module.css';

const definition: WidgetDefinition<AdvisorProfileProps> = {
  tag: 'voy-advisor-profile',
  view: AdvisorProfileView,
  // advisor-id is read as text and checked by resolveProfileTarget (digits only).
  attributes: { slug: 'string', advisorId: 'string' },
  styles: [advisorCss, css],
};

/**
 * One advisor's profile: breadcrumb, hero, video or photo, badge, status,
 * rating, expertise, description, contact bar, 3 testimonials drawn at random,
 * 'Supports divinatoires' chips and 'Disponibilités'. Two columns from 768 px
 * of the widget's own width.
 *
 * Which advisor, first match wins: `advisor-id`; `slug` when it is all digits
 * (used as the id); `slug` otherwise (looked up through /api/users/by-slug/…);
 * the host site's navigation state `{ voyantId }` (`history.state.usr.voyantId`
 * as React Router stores it, or `history.state.voyantId`); the stored
 * `selectedVoyantId`, then `lastVoyantId`. With none of these it asks to go
 * back to the list of advisors.
 *
 * Local storage: `lastVoyantId` is removed when the profile is left, i.e. when
 * the element is removed from the page (or the React component unmounts).
 *
 * @summary Le profil d’un voyant.
 * @attr {string} slug - Le paramètre de la route du profil : un slug (`helene`) ou un identifiant numérique.
 * @attr {string} advisor-id - L’identifiant numérique du voyant ; l’emporte sur `slug`.
 * @attr {string} api-base - Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.
 * @attr {string} site-base - Adresse vers laquelle pointent le fil d’Ariane et les liens de retour ; par défaut : `api-base`.
 * @attr {string} theme - `light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).
 * @event voy-navigate - Un lien du fil d’Ariane ou de retour a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-font-title - Font family of the headings.
 * @cssproperty --voy-radius - Corner radius of panels.
 * @csspart base - The widget's root.
 * @csspart hero - The banner with the name and summary.
 * @csspart media - The frame around the video or photo.
 * @csspart video - The presentation video.
 * @csspart photo - The portrait (when there is no video).
 * @csspart details - Badge, status, rating, expertise, description and contact bar.
 * @csspart badge - The advisor type badge.
 * @csspart contact - The 'Consultez …' contact bar.
 * @csspart testimonial - Each testimonial.
 * @csspart chip - Each 'Supports divinatoires' chip.
 * @csspart button - Every button and button-like link.
 */
export const defineAdvisorProfile = () => defineWidgetElement(definition);

/** The profile as a React component. */
export const AdvisorProfile = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-advisor-profile': HTMLElement;
  }
}
