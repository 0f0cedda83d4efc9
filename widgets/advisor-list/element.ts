import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { AdvisorListView, type AdvisorListProps } from './advisor-list';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { css } from './advisor-list.module.css';

export const definition: WidgetDefinition<AdvisorListProps, typeof element> = { element, view: AdvisorListView, styles: [advisorCss, css] };

/** Registers `<voy-advisor-list>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineAdvisorList = () => defineWidgetElement(definition);

/** The list as a React component. */
export const AdvisorList = /* @__PURE__ */ widgetComponent(definition);
