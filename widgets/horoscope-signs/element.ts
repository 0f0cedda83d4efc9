import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { css as signArtCss } from '../core/parts/sign-art.module.css';
import { HoroscopeSignsView, type HoroscopeSignsProps } from './horoscope-signs';
import { css } from './horoscope-signs.module.css';

const definition: WidgetDefinition<HoroscopeSignsProps> = {
  tag: 'voy-horoscope-signs',
  view: HoroscopeSignsView,
  attributes: { withPeriods: 'boolean' },
  styles: [css, signArtCss],
};

/**
 * The twelve zodiac signs as cards (illustration, name, dates), 3 rows of 4
 * when wide, then 3 and 2 columns, each linking to /horoscopes/{slug}. With
 * `with-periods="true"`, also the 'Trouvez votre horoscope' period cards: one
 * tapped brings the signs into view, named after its period, and their links
 * then carry it (`/horoscopes/lion?periode=semaine`, the page voy-horoscope's
 * `period` opens on). On a partner's page the links open our site in a new tab.
 *
 * @summary Les douze signes, chacun menant à son horoscope.
 * @attr {boolean} [with-periods=false] - Affiche les cartes des périodes ; écrivez `with-periods="true"` (une valeur vide est ignorée).
 * @attr {string} api-base - Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.
 * @attr {string} site-base - Adresse vers laquelle pointent les liens des signes ; par défaut : `api-base`.
 * @attr {string} theme - `light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).
 * @event voy-navigate - La carte d’un signe a été cliquée ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-radius - Corner radius of cards.
 * @csspart base - The widget's root.
 * @csspart card - Every card; sign cards are also `sign-card`, period cards `period-card` (the chosen one has `aria-pressed="true"`).
 * @csspart sign-art - Each sign illustration.
 */
export const defineHoroscopeSigns = () => defineWidgetElement(definition);

/** The sign grid as a React component. */
export const HoroscopeSigns = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-horoscope-signs': HTMLElement;
  }
}
