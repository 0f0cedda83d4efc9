/**
 * The widgets as the server sends them: every custom element of a rendered
 * page gets its shadow root as declarative shadow DOM (a `<template
 * shadowrootmode="open">` holding its styles and its view), so the page looks
 * final before any script runs, and a partner page's styles stay out of it as
 * they do once the element runs. Not part of any bundle a browser loads.
 */
import { renderToString } from 'react-dom/server';
import { sheetsOf, WidgetFrame, type AnyWidgetDefinition } from './core/define-element';
import { attributeProp, COMMON_OBSERVED, propName, type AttributeKind } from './core/element-descriptor';
import theme from './core/theme.module.css';
import { ELEMENT_DEFINITIONS } from './elements';

const DEFINITIONS = new Map<string, AnyWidgetDefinition>(ELEMENT_DEFINITIONS.map((definition) => [definition.element.tag, definition]));

/** An element's opening tag as React writes it: `<voy-horoscope theme="dark" sign="lion">`. */
// Attribute names may hold digits: the compatibility's are its address's, `date1`, `date2`.
const OPENING_TAG = /<(voy-[a-z-]+)((?:\s+[a-z][a-z0-9-]*(?:="[^"]*")?)*)\s*>/g;
const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:="([^"]*)")?/g;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map(([, name, value = '']) => [name!, unescapeAttribute(value)]));
}

/** The element's props from its attributes, as the browser's element reads them (define-element.tsx). */
function propsOf(definition: AnyWidgetDefinition, attributes: Map<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const kinds: Record<string, AttributeKind> = { ...COMMON_OBSERVED, ...definition.element.attributes };
  for (const [attribute, kind] of Object.entries(kinds)) {
    const value = attributes.get(attribute);
    if (value === undefined) continue;
    props[propName(attribute)] = attributeProp(kind, value);
  }
  return props;
}

function shadowRootMarkup(definition: AnyWidgetDefinition, attributes: Map<string, string>): string {
  const view = renderToString(<WidgetFrame view={definition.view} props={propsOf(definition, attributes)} eventTarget={() => null} rootClass={theme.root!} />);
  return `<template shadowrootmode="open"><style>${sheetsOf(definition).join('')}</style>${view}</template>`;
}

/** The page's HTML with each of our elements' shadow roots written in. */
export function withDeclarativeShadowRoots(html: string): string {
  return html.replace(OPENING_TAG, (tag, name: string, attributeText: string) => {
    const definition = DEFINITIONS.get(name);
    return definition ? tag + shadowRootMarkup(definition, attributesOf(attributeText)) : tag;
  });
}
