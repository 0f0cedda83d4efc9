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
 * @summary One zodiac sign's horoscope for five periods.
 * @attr {string} sign - The sign: French slug (`lion`, `belier`, `gemeaux`…) or English name (`leo`).
 * @attr {string} [period=aujourdhui] - The tab shown first: `aujourdhui`, `demain`, `semaine`, `mois` or `annee`.
 * @attr {string} layout - `compact` (about 800 px tall on a phone) or `full`; default: `full` on our own site, `compact` on a partner's page.
 * @attr {string} api-base - Address of the API; default: where the embed script came from.
 * @attr {string} site-base - Address the sign links point to; default: api-base.
 * @attr {string} theme - `light` or `dark`; default: the visitor's preference (`prefers-color-scheme`).
 * @event voy-navigate - A sign link or the full horoscope's link was clicked; cancel it to route without a reload. Detail: `{ href }`.
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
