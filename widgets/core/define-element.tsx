/**
 * One source, two shapes: a feature's view becomes a custom element (r2wc,
 * open shadow root, shared constructed stylesheets) and a React component
 * (styles adopted by the document). Both get the same environment: API and
 * site addresses, and events that bubble out of the shadow root.
 */
import { useMemo, useRef, type ComponentType } from 'react';
import { attributeProp, COMMON_OBSERVED, propName, type AttributeKind, type ElementShape } from './element-descriptor';
import { WidgetErrorBoundary } from './error-boundary';
import { css as partsCss } from './parts/parts.module.css';
import { adoptStyles } from './styles';
import theme, { css as themeCss } from './theme.module.css';
import { createEnvironment, WidgetProvider, type CommonWidgetProps } from './widget-context';
import { widgetElementClass } from './widget-element-class';

/** Each prop of a view but the common ones, by the attribute r2wc observes for it (noHeading -> no-heading). */
type AttributesOf<P> = { [Prop in Exclude<keyof P, keyof CommonWidgetProps> & string as KebabCase<Prop>]-?: AttributeKind };
type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}` : S;

export interface WidgetDefinition<P extends object, Shape extends ElementShape = ElementShape> {
  /** The descriptor's `element`: its attributes are the view's props, no more, no fewer. */
  element: Shape & { attributes: AttributesOf<P> & Record<Exclude<keyof Shape['attributes'], keyof AttributesOf<P>>, never> };
  view: ComponentType<P>;
  /** The feature's compiled CSS modules. */
  styles: readonly string[];
}

/** Any element's definition, for the lists of all of them; each is checked against its descriptor in its own element.ts. */
export type AnyWidgetDefinition = WidgetDefinition<Record<string, unknown>, ElementShape>;

/** Every element's first sheet: the theme's tokens and reset, then the parts all widgets share (one parse, one adoption). */
const baseCss = themeCss + partsCss;

export const sheetsOf = (definition: { styles: readonly string[] }) => [baseCss, ...definition.styles];

export function WidgetFrame<P extends object>({
  view: View,
  props,
  eventTarget,
  rootClass,
  rootRef,
}: {
  view: ComponentType<P>;
  props: P & CommonWidgetProps;
  eventTarget: () => EventTarget | null;
  rootClass: string;
  rootRef?: React.Ref<HTMLDivElement>;
}) {
  const { apiBase, siteBase } = props;
  // eventTarget is stable for a mounted widget; only the addresses change the environment.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const environment = useMemo(() => createEnvironment({ apiBase, siteBase }, eventTarget), [apiBase, siteBase]);
  return (
    <WidgetProvider environment={environment}>
      <div className={rootClass} part="base" ref={rootRef}>
        <WidgetErrorBoundary>
          <View {...props} />
        </WidgetErrorBoundary>
      </div>
    </WidgetProvider>
  );
}

/** Registers the element once (a second embed script, or a second call, changes nothing). */
export function defineWidgetElement<P extends object, Shape extends ElementShape>(definition: WidgetDefinition<P, Shape>): void {
  const { tag, attributes } = definition.element;
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const sheets = sheetsOf(definition);
  const props = Object.fromEntries(Object.entries({ ...COMMON_OBSERVED, ...attributes }).map(([attribute, kind]) => [propName(attribute), kind]));
  const booleans = Object.entries(attributes as Record<string, AttributeKind>)
    .filter(([, kind]) => kind === 'boolean')
    .map(([attribute]) => [propName(attribute), attribute] as const);

  function ElementHost(props: P & CommonWidgetProps & { container?: ShadowRoot }) {
    const { container, ...rest } = props;
    if (container) adoptStyles(container, sheets);
    // r2wc skips attributes with an empty value, so a bare `no-heading` would be lost:
    // a boolean attribute is on when present, unless it says "false".
    const host = container?.host;
    const withBooleans = { ...rest } as Record<string, unknown>;
    for (const [prop, attribute] of booleans) {
      if (host?.hasAttribute(attribute)) withBooleans[prop] = attributeProp('boolean', host.getAttribute(attribute)!);
    }
    return (
      <WidgetFrame
        view={definition.view}
        props={withBooleans as P & CommonWidgetProps}
        eventTarget={() => container?.host ?? null}
        rootClass={theme.root!}
      />
    );
  }

  customElements.define(tag, widgetElementClass(ElementHost, { shadow: 'open', props: props as never }, sheets));
}

/**
 * The same view as a React component for React partners (`import { AdvisorGrid } from 'voyance'`).
 * Free of side effects: element.ts files mark their call `@__PURE__`, so the embed
 * bundles, which only define elements, leave it out.
 */
export function widgetComponent<P extends object, Shape extends ElementShape>(definition: WidgetDefinition<P, Shape>): ComponentType<P & CommonWidgetProps> {
  const sheets = sheetsOf(definition);
  function Widget(props: P & CommonWidgetProps) {
    const root = useRef<HTMLDivElement>(null);
    if (typeof document !== 'undefined') adoptStyles(document, sheets);
    return (
      <WidgetFrame
        view={definition.view}
        props={props}
        eventTarget={() => root.current}
        rootClass={`${theme.root} ${theme.documentRoot}`}
        rootRef={root}
      />
    );
  }
  Widget.displayName = definition.element.tag;
  return Widget;
}
