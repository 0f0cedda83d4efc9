import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { AdvisorGridView } from './advisor-grid';
import { css as advisorCss } from '../core/parts/advisor.module.css';
import { css } from './advisor-grid.module.css';

export const definition: WidgetDefinition<object, typeof element> = { element, view: AdvisorGridView, styles: [advisorCss, css] };

/** Registers `<voy-advisor-grid>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineAdvisorGrid = () => defineWidgetElement(definition);

/** The grid as a React component. */
export const AdvisorGrid = /* @__PURE__ */ widgetComponent(definition);
