/**
 * The partner's one script: `<script src="https://<our host>/embed/voy.js" async>`.
 * It finds our address from its own script element, watches the page for
 * our tags (now and later), and loads a widget's code only when its tag
 * appears: a page with one horoscope downloads only the horoscope's code.
 * A page holding so many widgets that one file with every element weighs
 * less gets that file instead (widgets/embed-plan.ts); the page is read
 * whole before that choice. Loaded twice, it does its work once. Its one
 * global is `VoyanceEmbed`.
 */
import { log } from './core/log';
import { storedChatAdvisors } from './core/storage';
import { WHOLE_FILE, wholeIsLighter, type EmbedPlan } from './embed-plan';

/** Set by the build: the flavour of this loader, and the sizes of its files with every tag it knows (from the elements' element.ts). */
declare const __VOY_FLAVOUR__: 'preact' | 'react';
declare const __VOY_PLAN__: EmbedPlan;
const ELEMENT_TAGS = Object.keys(__VOY_PLAN__.tags);

interface VoyanceEmbed {
  version: string;
  flavour: string;
  /** Where the widgets' code is loaded from. */
  chunkBase: string;
  /** Tags whose code was requested. */
  requested: string[];
  /** True when the page got the one file with every element. */
  whole: boolean;
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
  const embed: VoyanceEmbed = { version: '1', flavour: __VOY_FLAVOUR__, chunkBase, requested: [], whole: false };
  window.VoyanceEmbed = embed;

  const importFile = (file: string, what: string) =>
    import(/* @vite-ignore */ `${chunkBase}${file}`).catch((error: unknown) => log.error(`could not load ${what}`, error));

  const load = (tag: string) => {
    if (embed.requested.includes(tag) || customElements.get(tag)) return;
    embed.requested.push(tag);
    void importFile(`${tag}.js`, tag);
  };

  const tagsIn = (root: ParentNode) => ELEMENT_TAGS.filter((tag) => root.querySelector(tag));

  const begin = () => {
    // The way back to a chat this device holds with us (issue 42): a voy-chat in `resume`, before the page's first widget of ours; nothing at all without a stored key.
    const first = ELEMENT_TAGS.length ? document.querySelector(ELEMENT_TAGS.join(',')) : null;
    if (first && storedChatAdvisors(new URL(chunkBase).origin).length && !document.querySelector('voy-chat[resume]')) {
      const resume = document.createElement('voy-chat');
      resume.setAttribute('resume', '');
      first.before(resume);
    }
    const present = tagsIn(document);
    if (wholeIsLighter(__VOY_PLAN__, present)) {
      // Every element is then defined: tags added later need nothing more.
      embed.whole = true;
      embed.requested.push(...ELEMENT_TAGS);
      void importFile(WHOLE_FILE, 'the widgets');
      return;
    }
    present.forEach(load);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (ELEMENT_TAGS.includes(node.localName)) load(node.localName);
          tagsIn(node).forEach(load);
        }
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };

  // Loaded async, the script may run while the page is still being parsed: the choice needs every tag.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
  else begin();
}

start();

export {};
