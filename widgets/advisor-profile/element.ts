import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { AdvisorProfileView, type AdvisorProfileProps } from './advisor-profile';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { css } from './advisor-profile.module.css';

export const definition: WidgetDefinition<AdvisorProfileProps, typeof element> = { element, view: AdvisorProfileView, styles: [advisorCss, css] };

/** Registers `<voy-advisor-profile>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineAdvisorProfile = () => defineWidgetElement(definition);

/** The profile as a React component. */
export const AdvisorProfile = /* @__PURE__ */ widgetComponent(definition);
