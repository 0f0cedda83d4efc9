import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { formCss } from '../core/parts/form';
import { OracleView } from './oracle';
import { css } from './oracle.module.css';

export const definition: WidgetDefinition<object, typeof element> = { element, view: OracleView, styles: [formCss, css] };

/** Registers `<voy-oracle>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineOracle = () => defineWidgetElement(definition);

/** The oracle as a React component. */
export const Oracle = /* @__PURE__ */ widgetComponent(definition);
