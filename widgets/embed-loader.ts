/**
 * The partner's one script: `<script src="https://<our host>/embed/voy.js" async>`.
 * It finds our address from its own script element, watches the page for
 * our tags (now and later), and loads a widget's code only when its tag
 * appears: a page with one horoscope downloads only the horoscope's code.
 * Loaded twice, it does its work once. Its one global is `VoyanceEmbed`.
 */
import { log } from './core/log';

/** Set by the build: the flavour of this loader and every tag it knows (from the elements' element.ts). */
declare const __VOY_FLAVOUR__: 'preact' | 'react';
declare const __VOY_TAGS__: readonly string[];
const ELEMENT_TAGS = __VOY_TAGS__;

interface VoyanceEmbed {
  version: string;
  flavour: string;
  /** Where the widgets' code is loaded from. */
  chunkBase: string;
  /** Tags whose code was requested. */
  requested: string[];
}

declare global {
  interface Window {
    VoyanceEmbed?: VoyanceEmbed;
  }
}

function chunkBaseOf(script: HTMLScriptElement | null): string | null {
  if (!script?.src) return null;
  const src = new URL(script.src);
  const at = src.pathname.lastIndexOf('/embed/');
  const root = at >= 0 ? src.pathname.slice(0, at + '/embed/'.length) : src.pathname.replace(/[^/]*$/, '');
  return `${src.origin}${root}${__VOY_FLAVOUR__}/`;
}

function start(): void {
  if (window.VoyanceEmbed) {
    // The same script twice is expected (a theme and a plugin both paste it); two flavours are a mistake worth telling.
    if (window.VoyanceEmbed.flavour !== __VOY_FLAVOUR__) log.warn(`the ${window.VoyanceEmbed.flavour} embed is already loaded; this ${__VOY_FLAVOUR__} script does nothing`);
    return;
  }
  const chunkBase = chunkBaseOf(document.currentScript as HTMLScriptElement | null);
  if (!chunkBase) {
    log.error('load this script with a src attribute (it finds its files from there)');
    return;
  }
  const embed: VoyanceEmbed = { version: '1', flavour: __VOY_FLAVOUR__, chunkBase, requested: [] };
  window.VoyanceEmbed = embed;

  const load = (tag: string) => {
    if (embed.requested.includes(tag) || customElements.get(tag)) return;
    embed.requested.push(tag);
    import(/* @vite-ignore */ `${chunkBase}${tag}.js`).catch((error: unknown) => log.error(`could not load ${tag}`, error));
  };

  const scan = (root: ParentNode) => {
    for (const tag of ELEMENT_TAGS) if (root.querySelector(tag)) load(tag);
  };

  scan(document);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        const tag = node.localName;
        if (ELEMENT_TAGS.includes(tag)) load(tag);
        scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

start();

export {};
