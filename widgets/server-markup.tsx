/**
 * The widgets as the server sends them: every custom element of a rendered
 * page gets its shadow root as declarative shadow DOM (a `<template
 * shadowrootmode="open">` holding its styles and its view), so the page looks
 * final before any script runs, and a partner page's styles stay out of it as
 * they do once the element runs. Not part of any bundle a browser loads.
 */
import { renderToString } from 'react-dom/server';
import { definition as advisorGrid } from './advisor-grid/element';
import { definition as advisorList } from './advisor-list/element';
import { definition as advisorProfile } from './advisor-profile/element';
import { definition as advisorSpotlight } from './advisor-spotlight/element';
import { definition as chat } from './chat/element';
import { definition as contactForm } from './contact-form/element';
import { definition as freeQuestion } from './free-question/element';
import { definition as horoscopeSigns } from './horoscope-signs/element';
import { definition as horoscope } from './horoscope/element';
import { definition as oracle } from './oracle/element';
import { sheetsOf, WidgetFrame, type WidgetDefinition } from './core/define-element';
import { COMMON_OBSERVED, propName, type AttributeKind, type ElementShape } from './core/element-descriptor';
import theme from './core/theme.module.css';

type AnyDefinition = WidgetDefinition<Record<string, unknown>, ElementShape>;

const DEFINITIONS = new Map<string, AnyDefinition>(
  [advisorGrid, advisorList, advisorProfile, advisorSpotlight, chat, contactForm, freeQuestion, horoscopeSigns, horoscope, oracle].map((definition) => [definition.element.tag, definition as unknown as AnyDefinition]),
);

/** An element's opening tag as React writes it: `<voy-horoscope theme="dark" sign="lion">`. */
const OPENING_TAG = /<(voy-[a-z-]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>/g;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/g;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map(([, name, value = '']) => [name!, unescapeAttribute(value)]));
}

/** The element's props from its attributes, as the browser's element reads them (define-element.tsx). */
function propsOf(definition: AnyDefinition, attributes: Map<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const kinds: Record<string, AttributeKind> = { ...COMMON_OBSERVED, ...definition.element.attributes };
  for (const [attribute, kind] of Object.entries(kinds)) {
    const value = attributes.get(attribute);
    if (value === undefined) continue;
    props[propName(attribute)] = kind === 'number' ? Number(value) : kind === 'boolean' ? value !== 'false' : value;
  }
  return props;
}

function shadowRootMarkup(definition: AnyDefinition, attributes: Map<string, string>): string {
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
