import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { css as signArtCss } from '../core/parts/sign-art.module.css';
import { HoroscopeView, type HoroscopeProps } from './horoscope';
import { css } from './horoscope.module.css';

const definition: WidgetDefinition<HoroscopeProps> = {
  tag: 'voy-horoscope',
  view: HoroscopeView,
  attributes: { sign: 'string', period: 'string', layout: 'string' },
  styles: [css, signArtCss],
};

/**
 * One sign's free horoscope: banner with the sign's dates, period tabs
 * (Aujourd'hui, Demain, Semaine, Mois, Année; arrows, Home and End move
 * between them), the five sections, the cosmic advice, the 'Chance du jour'
 * box, the astrologue of the day's contact buttons and the other eleven signs.
 * The compact layout, for a blog's column, keeps the tabs, the date, the first
 * section and the cosmic advice, and links to the full horoscope on our site.
 * An unknown sign shows 'Signe non trouvé' without any request. When `sign`
 * changes the tab goes back to Aujourd'hui. 'Réessayer' on the error panel
 * asks again instead of reloading the host page. On a partner's page its
 * links open our site in a new tab.
 *
 * @summary L’horoscope d’un signe sur cinq périodes.
 * @attr {string} sign - Le signe : slug français (`lion`, `belier`, `gemeaux`…) ou nom anglais (`leo`).
 * @attr {string} [period=aujourdhui] - L’onglet affiché d’abord : `aujourdhui`, `demain`, `semaine`, `mois` ou `annee`.
 * @attr {string} layout - `compact` (environ 800 px de haut sur un téléphone) ou `full` ; par défaut : `full` sur notre site, `compact` sur la page d’un partenaire.
 * @attr {string} api-base - Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.
 * @attr {string} site-base - Adresse vers laquelle pointent les liens des signes et de l’horoscope complet ; par défaut : `api-base`.
 * @attr {string} theme - `light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).
 * @event voy-navigate - Un lien d’un signe ou de l’horoscope complet a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-radius - Corner radius of cards.
 * @csspart base - The widget's root.
 * @csspart banner - The sign's banner.
 * @csspart tabs - The period tab list; each tab is `tab` (the selected one also `tab-selected`).
 * @csspart panel - The tab panel.
 * @csspart section - Each of the five sections.
 * @csspart cosmic-advice - The cosmic advice.
 * @csspart luck - The 'Chance du jour' box.
 * @csspart error - The error panel.
 * @csspart ask - The ask-an-astrologer strip.
 * @csspart other-signs - The grid of the other signs; each link is `sign-link`.
 * @csspart sign-art - Each sign illustration.
 * @csspart full-horoscope - The compact layout's link to the full horoscope (also `button`).
 * @csspart button - Every button and button-like link.
 */
export const defineHoroscope = () => defineWidgetElement(definition);

/** The sign page as a React component (named apart from the `Horoscope` data type). */
export const SignHoroscope = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-horoscope': HTMLElement;
  }
}
