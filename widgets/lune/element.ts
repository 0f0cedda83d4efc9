import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { LuneView, type LuneProps } from './lune';
import { css } from './moon.module.css';

export const definition: WidgetDefinition<LuneProps, typeof element> = { element, view: LuneView, styles: [css] };

/** Registers `<voy-lune>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineLune = () => defineWidgetElement(definition);

/** The Moon as a React component. */
export const Lune = /* @__PURE__ */ widgetComponent(definition);
