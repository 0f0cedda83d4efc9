/**
 * The class of a widget's custom element: r2wc's (@r2wc/core) with our
 * renderer and two changes to its life cycle, each said where it is made.
 */
import r2wc, { type R2WCOptions, type R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { holdsServerDrawing, hydrated, hydrateInTurn, isDrawnByServer, keptShadowRoot } from './drawn-by-server';
import { adoptStyles } from './styles';

interface Mounted {
  root: Root;
  view: ComponentType<object>;
}

/** Draws into a new shadow root; hydrates one that holds the server's drawing. */
function rendererFor(sheets: readonly string[]): R2WCRenderer<object, Mounted> {
  return {
    mount(container, view, props) {
      const element = createElement(view, props);
      if (holdsServerDrawing(container)) {
        // The server's <style> gives way to the shared sheets, within this task, so no frame goes unstyled.
        adoptStyles(container, sheets);
        for (const child of [...container.children]) if (child.localName === 'style') child.remove();
        hydrated(container.host);
        return { root: hydrateRoot(container, element), view };
      }
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
      return keptShadowRoot(this, init) ?? super.attachShadow(init);
    }

    override connectedCallback(): void {
      if (!isDrawnByServer(this)) return super.connectedCallback();
      // Shown already: it hydrates in its turn. Removed before then, it waits for its next connection.
      hydrateInTurn(() => {
        if (this.isConnected && isDrawnByServer(this)) super.connectedCallback();
      });
    }
  };
}
