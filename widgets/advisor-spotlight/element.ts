import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { AdvisorSpotlightView, type AdvisorSpotlightProps } from './advisor-spotlight';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { css } from './advisor-spotlight.module.css';

const definition: WidgetDefinition<AdvisorSpotlightProps> = {
  tag: 'voy-advisor-spotlight',
  view: AdvisorSpotlightView,
  attributes: { pick: 'string', heading: 'string', noHeading: 'boolean' },
  styles: [advisorCss, css],
};

/**
 * One featured advisor: 'Notre tirage du jour' (with the advisor's video when
 * there is one), 'Notre voyant du mois', or the expert of the day of a theme or
 * specialty page. Photo, name, type badge, status, rating, title and specialty,
 * summary, contact buttons and a profile link. Every visitor sees the same
 * advisor for the day (or month); two spotlights of one pick share one request.
 *
 * @summary The advisor of the day, of the month, or the expert of the day.
 * @attr {string} pick - daily (default), monthly, tarologue, astrologue, numerologue, medium, amour, carriere, argent, famille.
 * @attr {string} heading - Replaces the pick's heading ('Notre tirage du jour', …).
 * @attr {boolean} no-heading - Hides the heading; write `no-heading="true"` (an empty value is ignored).
 * @attr {string} api-base - Address of the API; default: where the embed script came from.
 * @attr {string} site-base - Address profile links point to; default: api-base.
 * @attr {string} theme - `light` or `dark`; default: the visitor's preference (`prefers-color-scheme`).
 * @event voy-navigate - A profile link was clicked; cancel it to route without a reload. Detail: `{ href }`.
 * @event voy-advisor-select - The advisor was clicked (its id is also stored as selectedVoyantId). Detail: `{ id }`.
 * @cssproperty --voy-accent - Accent colour (gold).
 * @cssproperty --voy-bg - Background colour.
 * @cssproperty --voy-text - Text colour.
 * @cssproperty --voy-font - Font family.
 * @cssproperty --voy-radius - Corner radius of the card.
 * @csspart base - The widget's root.
 * @csspart heading - The block's heading.
 * @csspart card - The advisor's card.
 * @csspart photo - The advisor's photo.
 * @csspart video - The advisor's video (daily reading).
 * @csspart button - Every button and button-like link.
 */
export const defineAdvisorSpotlight = () => defineWidgetElement(definition);

/** The spotlight as a React component. */
export const AdvisorSpotlight = /* @__PURE__ */ widgetComponent(definition);

declare global {
  interface HTMLElementTagNameMap {
    'voy-advisor-spotlight': HTMLElement;
  }
}
