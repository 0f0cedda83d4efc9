/**
 * One descriptor per custom element (widgets/<feature>/descriptor.ts), from
 * which everything about its interface follows: the element's observed
 * attributes (r2wc props), custom-elements.json, the JSX and DOM types, and
 * the demo's controls.
 *
 * A descriptor file exports `element`, what the browser needs (tag and
 * attribute kinds; it is in the bundles), and `docs()`, what a developer
 * reads (descriptions, allowed values, events, parts). `docs` is a function so
 * that the bundles drop it whole: an object built with calls and spreads
 * would stay in them, unused. Its result `satisfies ElementDocs<typeof
 * element>`: the compiler refuses an attribute described but not observed,
 * or observed but not described.
 */
import type { VoyEventName } from './widget-context';

/** How r2wc turns an attribute into a prop. */
export type AttributeKind = 'string' | 'number' | 'boolean';

/** What the browser needs: the tag and each attribute's kind, by attribute name (kebab-case). */
export interface ElementShape {
  readonly tag: `voy-${string}`;
  readonly attributes: Readonly<Record<string, AttributeKind>>;
}

export interface AttributeDocs {
  /** French, for the partner who writes the tag; `code` in backquotes. */
  readonly description: string;
  /** The values the attribute takes: the manifest's type, the JSX type, the demo's choices. */
  readonly values?: readonly string[];
  /** What an absent attribute means. */
  readonly default?: string;
  /** The element shows nothing useful without it. */
  readonly required?: boolean;
}

/** What a developer reads about an element: everything but its kinds, which `element` holds. */
export interface ElementDocs<Shape extends ElementShape> {
  /** French, one line: the demo shows it. */
  readonly summary: string;
  /** What the element shows and does, for the developer who embeds it. */
  readonly description: string;
  readonly attributes: { readonly [Name in keyof Shape['attributes']]: AttributeDocs };
  readonly events: { readonly [Name in VoyEventName]?: string };
  /** `--voy-radius`'s meaning for this element (what its corners round). */
  readonly radius: string;
  readonly parts: Readonly<Record<string, string>>;
}

/** Attributes every element takes, read by define-element.tsx (api-base, site-base) and the theme's styles (theme). */
export const COMMON_ATTRIBUTES = {
  'api-base': { description: 'Adresse de l’API ; par défaut : celle d’où vient le script d’intégration.' },
  'site-base': { description: 'Adresse vers laquelle pointent les liens des profils ; par défaut : `api-base`.' },
  theme: { description: '`light` ou `dark` ; par défaut : la préférence du visiteur (`prefers-color-scheme`).', values: ['light', 'dark'] },
} as const satisfies Record<string, AttributeDocs>;

/** The kinds of the common attributes r2wc observes (`theme` is read by the styles from the host). */
export const COMMON_OBSERVED = { 'api-base': 'string', 'site-base': 'string' } as const satisfies Record<string, AttributeKind>;

/** The theme variables every element reads (widgets/core/theme.module.css); `--voy-radius` is described per element. */
export const THEME_PROPERTIES = {
  '--voy-accent': 'Accent colour (gold).',
  '--voy-bg': 'Background colour.',
  '--voy-text': 'Text colour.',
  '--voy-font': 'Font family.',
} as const;

/** 'no-heading' -> 'noHeading': the prop r2wc gives an attribute (it turns the prop back into the same attribute). */
export function propName(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * An attribute's value as its prop: a number, a boolean (on when present,
 * unless it says "false": r2wc would read a bare `no-heading` as off), or the
 * text. The server reads attributes with it (widgets/server-markup.tsx); in
 * the browser r2wc converts numbers and texts, define-element.tsx booleans.
 */
export function attributeProp(kind: AttributeKind, value: string): string | number | boolean {
  return kind === 'number' ? Number(value) : kind === 'boolean' ? value !== 'false' : value;
}

/** The same rename, for the compiler. */
export type PropName<Attribute extends string> = Attribute extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<PropName<Tail>>}` : Attribute;

/** The value an attribute takes in JSX: one of its values, a number or a boolean (or their text), or any text. */
export type AttributeValue<Kind extends AttributeKind, Docs> = Docs extends { readonly values: readonly (infer Value)[] }
  ? Value
  : Kind extends 'number'
    ? number | `${number}`
    : Kind extends 'boolean'
      ? boolean | 'true' | 'false'
      : string;

/** An element's own attributes as JSX props: required ones required, the others optional. */
export type AttributeProps<Shape extends ElementShape, Docs extends { readonly attributes: object }> = {
  -readonly [Name in keyof Shape['attributes'] as DocsOf<Docs, Name> extends { readonly required: true } ? Name : never]: AttributeValue<Shape['attributes'][Name], DocsOf<Docs, Name>>;
} & {
  -readonly [Name in keyof Shape['attributes'] as DocsOf<Docs, Name> extends { readonly required: true } ? never : Name]?: AttributeValue<Shape['attributes'][Name], DocsOf<Docs, Name>>;
};

type DocsOf<Docs extends { readonly attributes: object }, Name> = Name extends keyof Docs['attributes'] ? Docs['attributes'][Name] : never;
