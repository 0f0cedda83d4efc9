import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { formCss } from '../core/parts/form';
import { placeFieldCss } from '../core/parts/place-field';
import { CompatibiliteView, type CompatibiliteProps } from './compatibilite';
import { css } from './compatibilite.module.css';

export const definition: WidgetDefinition<CompatibiliteProps, typeof element> = { element, view: CompatibiliteView, styles: [formCss, placeFieldCss, css] };

/** Registers `<voy-compatibilite>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineCompatibilite = () => defineWidgetElement(definition);

/** The compatibility as a React component. */
export const Compatibilite = /* @__PURE__ */ widgetComponent(definition);
