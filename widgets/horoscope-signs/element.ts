import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { css as signArtCss } from '../core/parts/sign-art.module.css';
import { HoroscopeSignsView, type HoroscopeSignsProps } from './horoscope-signs';
import { css } from './horoscope-signs.module.css';

export const definition: WidgetDefinition<HoroscopeSignsProps, typeof element> = { element, view: HoroscopeSignsView, styles: [css, signArtCss] };

/** Registers `<voy-horoscope-signs>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineHoroscopeSigns = () => defineWidgetElement(definition);

/** The sign grid as a React component. */
export const HoroscopeSigns = /* @__PURE__ */ widgetComponent(definition);
