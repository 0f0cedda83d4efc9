import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { AdvisorSpotlightView, type AdvisorSpotlightProps } from './advisor-spotlight';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { css } from './advisor-spotlight.module.css';

export const definition: WidgetDefinition<AdvisorSpotlightProps, typeof element> = { element, view: AdvisorSpotlightView, styles: [advisorCss, css] };

/** Registers `<voy-advisor-spotlight>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineAdvisorSpotlight = () => defineWidgetElement(definition);

/** The spotlight as a React component. */
export const AdvisorSpotlight = /* @__PURE__ */ widgetComponent(definition);
