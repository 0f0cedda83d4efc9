/**
 * The elements' types, made from their descriptors (widgets/descriptors.ts):
 * `<voy-horoscope sign="lion" />` checks its attributes in a React partner's
 * JSX and in the host site, `document.querySelector('voy-horoscope')` is typed,
 * and `addEventListener('voy-navigate', …)` knows its detail without a cast.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeProps, AttributeValue, COMMON_ATTRIBUTES } from './core/element-descriptor';
import type { VoyEventMap } from './core/widget-context';
import type { Descriptor } from './descriptors';

/** Attributes every element takes (COMMON_ATTRIBUTES), and `class`, which React 19 passes to custom elements as is. */
type CommonAttributes = { -readonly [Name in keyof typeof COMMON_ATTRIBUTES]?: AttributeValue<'string', (typeof COMMON_ATTRIBUTES)[Name]> } & { class?: string };

/** Each element's own attributes, by tag. */
export type VoyElementOwnAttributes = {
  [D in Descriptor as D['element']['tag']]: AttributeProps<D['element'], ReturnType<D['docs']>>;
};

/** Each element's JSX props, by tag: React's HTML attributes, the common ones and its own. */
export type VoyElementAttributes = {
  [Tag in keyof VoyElementOwnAttributes]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & CommonAttributes & VoyElementOwnAttributes[Tag];
};

type VoyTagNameMap = { [Tag in keyof VoyElementOwnAttributes]: HTMLElement };

/** The widgets' events as the DOM dispatches them (bubbling and composed: the document hears them too). */
export type VoyDomEventMap = { [Name in keyof VoyEventMap]: CustomEvent<VoyEventMap[Name]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends VoyTagNameMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends VoyDomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends VoyDomEventMap {}
}

declare module 'react' {
  // React declares JSX as a namespace; augmenting it takes one.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends VoyElementAttributes {}
  }
}
