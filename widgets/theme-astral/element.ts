import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { formCss } from '../core/parts/form';
import { placeFieldCss } from '../core/parts/place-field';
import { element } from './descriptor';
import { ThemeAstralView, type ThemeAstralProps } from './theme-astral';
import { css } from './theme-astral.module.css';

export const definition: WidgetDefinition<ThemeAstralProps, typeof element> = { element, view: ThemeAstralView, styles: [formCss, placeFieldCss, css] };

/** Registers `<voy-theme-astral>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineThemeAstral = () => defineWidgetElement(definition);

/** The birth chart as a React component. */
export const ThemeAstral = /* @__PURE__ */ widgetComponent(definition);
