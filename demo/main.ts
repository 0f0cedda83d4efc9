/**
 * The widget gallery: every element of custom-elements.json with a control
 * per attribute, the theme variables, the bundle flavour, the snippet to
 * paste, a log of the events, and the health checks of SPEC.md section 7.
 * It loads the widgets exactly as a partner does: through the embed script.
 */
import { controlFor, DEFAULT_ELEMENT, STARTING_VALUES, THEME_VARIABLES, type ElementDoc, type ManifestAttribute } from './controls';
import { wireCopyButton } from './copy-snippet';
import { withInlineCode } from './inline-code';
import './demo.css';

const HEALTH_INTERVAL_MS = 20_000;
const COMMON_ATTRIBUTES = new Set(['api-base', 'site-base']);
const params = new URLSearchParams(location.search);
const flavour = params.get('flavour') === 'react' ? 'react' : 'preact';
const embedPath = flavour === 'react' ? '/embed/react/voy.js' : '/embed/voy.js';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function loadEmbed(): void {
  const script = document.createElement('script');
  script.src = embedPath;
  script.async = true;
  document.head.append(script);
}

async function loadManifest(): Promise<ElementDoc[]> {
  const response = await fetch('/embed/custom-elements.json');
  const manifest = (await response.json()) as { modules: { declarations: ElementDoc[] }[] };
  return manifest.modules.flatMap((module) => module.declarations);
}

const state = { element: null as ElementDoc | null, values: {} as Record<string, string>, theme: {} as Record<string, string> };

function control(attribute: ManifestAttribute): HTMLElement {
  const wrapper = document.createElement('label');
  wrapper.className = 'field';
  const caption = document.createElement('span');
  caption.textContent = attribute.name;
  wrapper.append(caption);
  const kind = controlFor(attribute);
  let input: HTMLInputElement | HTMLSelectElement;
  if (kind.kind === 'select') {
    input = document.createElement('select');
    for (const choice of kind.choices) input.append(new Option(choice || '—', choice));
  } else {
    input = document.createElement('input');
    input.type = kind.kind;
  }
  const current = state.values[attribute.name] ?? '';
  if (input instanceof HTMLInputElement && input.type === 'checkbox') input.checked = current === 'true';
  else input.value = current;
  input.addEventListener('change', () => {
    const value = input instanceof HTMLInputElement && input.type === 'checkbox' ? (input.checked ? 'true' : '') : input.value;
    if (value) state.values[attribute.name] = value;
    else delete state.values[attribute.name];
    render();
  });
  const hint = document.createElement('small');
  hint.append(...withInlineCode(attribute.default === undefined ? attribute.description : `${attribute.description} Par défaut : \`${attribute.default}\`.`));
  wrapper.append(input, hint);
  return wrapper;
}

function themeControls(): void {
  const container = $('theme');
  container.replaceChildren(
    ...THEME_VARIABLES.map((variable) => {
      const wrapper = document.createElement('label');
      wrapper.className = 'field';
      const caption = document.createElement('span');
      caption.textContent = `${variable.label} (${variable.name})`;
      const input = document.createElement('input');
      input.type = variable.kind;
      if (variable.kind === 'range') Object.assign(input, { min: '0', max: '32' });
      input.value = variable.value;
      input.addEventListener('input', () => {
        state.theme[variable.name] = variable.kind === 'range' ? `${input.value}px` : input.value;
        render();
      });
      wrapper.append(caption, input);
      return wrapper;
    }),
  );
}

function selectElement(element: ElementDoc): void {
  state.element = element;
  state.values = { ...(STARTING_VALUES[element.tagName] ?? {}) };
  $('summary').replaceChildren(...withInlineCode(element.summary));
  $('attributes').replaceChildren(...element.attributes.filter((a) => !COMMON_ATTRIBUTES.has(a.name)).map(control));
  render();
}

/** A new element each time: r2wc keeps the old value of a removed attribute, so removal means re-creation. */
function render(): void {
  const element = state.element;
  if (!element) return;
  const live = document.createElement(element.tagName);
  for (const [name, value] of Object.entries(state.values)) live.setAttribute(name, value);
  for (const [name, value] of Object.entries(state.theme)) live.style.setProperty(name, value);
  $('preview').replaceChildren(live);
  $('snippet').textContent = snippet(element.tagName);
}

function snippet(tagName: string): string {
  const attributes = Object.entries(state.values).map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`).join('');
  const theme = Object.entries(state.theme).map(([name, value]) => `${name}: ${value};`).join(' ');
  const style = theme ? `\n<style>${tagName} { ${theme} }</style>` : '';
  return `<script src="${location.origin}${embedPath}" async></script>\n<${tagName}${attributes}></${tagName}>${style}`;
}

function logEvent(event: Event): void {
  const item = document.createElement('li');
  // The time in a column of its own that never wraps nor shrinks, the event beside it.
  const now = new Date();
  const time = document.createElement('time');
  time.dateTime = now.toISOString();
  time.textContent = now.toLocaleTimeString('fr-FR');
  const text = document.createElement('span');
  text.textContent = `${event.type} ${JSON.stringify((event as CustomEvent).detail)}`;
  item.append(time, text);
  $('events').prepend(item);
  // The demo stays on its page: a navigation is logged, not followed.
  if (event.type === 'voy-navigate') event.preventDefault();
}

async function checkHealth(): Promise<void> {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-health]')) {
    const path = badge.dataset.health!;
    let ok = false;
    try {
      ok = (await fetch(path, { cache: 'no-store' })).ok;
    } catch {
      ok = false;
    }
    badge.dataset.state = ok ? 'ok' : 'down';
    badge.title = ok ? 'Disponible' : 'Indisponible';
    console.info('[voyance] health', path, ok ? 'ok' : 'down');
  }
}

async function start(): Promise<void> {
  loadEmbed();
  ($('flavour') as HTMLSelectElement).value = flavour;
  $('flavour').addEventListener('change', (event) => {
    const url = new URL(location.href);
    url.searchParams.set('flavour', (event.target as HTMLSelectElement).value);
    location.assign(url);
  });
  wireCopyButton($('copy'), $('snippet'), $('copied'));
  themeControls();
  void checkHealth();
  setInterval(() => void checkHealth(), HEALTH_INTERVAL_MS);

  const elements = await loadManifest();
  const names = new Set(elements.flatMap((element) => element.events.map((event) => event.name)));
  for (const name of names) document.addEventListener(name, logEvent);
  const select = $<HTMLSelectElement>('element');
  for (const element of elements) select.append(new Option(element.tagName, element.tagName));
  const wanted = params.get('element');
  const known = (tag: string | null) => elements.some((e) => e.tagName === tag);
  select.value = known(wanted) ? wanted! : known(DEFAULT_ELEMENT) ? DEFAULT_ELEMENT : (elements[0]?.tagName ?? '');
  select.addEventListener('change', () => selectElement(elements.find((e) => e.tagName === select.value)!));
  const first = elements.find((e) => e.tagName === select.value);
  if (first) selectElement(first);
}

void start();
