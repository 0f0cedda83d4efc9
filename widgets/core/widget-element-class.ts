/**
 * The class of a widget's custom element: r2wc's (@r2wc/core) with our
 * renderer and two changes to its life cycle, each said where it is made.
 */
import r2wc, { type R2WCOptions, type R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * What an element does with a shadow root the server drew
 * (widgets/core/drawn-by-server.ts). Only our own site's pages have them: the
 * site plugs this in, and the partner embed, which never meets one, does not
 * carry its code.
 */
export interface ServerDrawings {
  /** The shadow root the server drew for `host`, kept; null when there is none. */
  keptShadowRoot(host: Element, init: ShadowRootInit): ShadowRoot | null;
  /** Whether `host` still shows the server's drawing, not yet hydrated. */
  isDrawn(host: Element): boolean;
  /** Runs `work` when its turn comes among the drawn elements. */
  inTurn(work: () => void): void;
  /** Hydrates the server's drawing in `container` with `element`; null when it holds none. */
  hydrate(container: Node, element: ReactElement, sheets: readonly string[]): Root | null;
}

let serverDrawings: ServerDrawings | null = null;

/** Elements defined from now on keep and hydrate what the server drew. */
export function hydrateServerDrawings(drawings: ServerDrawings): void {
  serverDrawings = drawings;
}

interface Mounted {
  root: Root;
  view: ComponentType<object>;
}

function rendererFor(sheets: readonly string[]): R2WCRenderer<object, Mounted> {
  return {
    mount(container, view, props) {
      const element = createElement(view, props);
      const hydrated = serverDrawings?.hydrate(container, element, sheets);
      if (hydrated) return { root: hydrated, view };
      const root = createRoot(container);
      root.render(element);
      return { root, view };
    },
    update({ root, view }, props) {
      root.render(createElement(view, props));
    },
    unmount({ root }) {
      root.unmount();
    },
  };
}

/** r2wc's own flag: whether the element is in a document, so renders. */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  [R2WC_CONNECTED]: boolean;
}

export function widgetElementClass<Props extends object>(view: ComponentType<Props>, options: R2WCOptions<Props>, sheets: readonly string[]): CustomElementConstructor {
  const Base = r2wc(view as never, options as never, rendererFor(sheets)) as unknown as new () => R2wcElement;
  return class WidgetElement extends Base {
    constructor() {
      super();
      // r2wc starts every element as connected: each attribute a renderer sets on a
      // new element, before inserting it, rendered the whole widget, synchronously
      // with Preact (an advisor card with five attributes was drawn six times). The
      // element renders once it is in a document, with all its attributes.
      this[R2WC_CONNECTED] = false;
    }

    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return serverDrawings?.keptShadowRoot(this, init) ?? super.attachShadow(init);
    }

    override connectedCallback(): void {
      if (!serverDrawings?.isDrawn(this)) return super.connectedCallback();
      // Shown already: it hydrates in its turn. Removed before then, it waits for its next connection.
      serverDrawings.inTurn(() => {
        if (this.isConnected && serverDrawings?.isDrawn(this)) super.connectedCallback();
      });
    }
  };
}
