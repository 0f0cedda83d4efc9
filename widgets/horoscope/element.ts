import { defineWidgetElement, widgetComponent, type WidgetDefinition } from '../core/define-element';
import { element } from './descriptor';
import { css as signArtCss } from '../core/parts/sign-art.module.css';
import { HoroscopeView, type HoroscopeProps } from './horoscope';
import { css } from './horoscope.module.css';

export const definition: WidgetDefinition<HoroscopeProps, typeof element> = { element, view: HoroscopeView, styles: [css, signArtCss] };

/** Registers `<voy-horoscope>` (see ./descriptor.ts for its attributes, events and parts). */
export const defineHoroscope = () => defineWidgetElement(definition);

/** The sign page as a React component (named apart from the `Horoscope` data type). */
export const SignHoroscope = /* @__PURE__ */ widgetComponent(definition);
