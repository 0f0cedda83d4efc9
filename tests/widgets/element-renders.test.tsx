/**
 * How often a widget element draws itself: once when it enters the page with
 * all its attributes, whether a renderer (Preact, React, the site's takeover)
 * sets them before inserting it or the browser upgrades it from HTML, and
 * again on each later change. Drawing it once per attribute set before it is
 * in the page was about half the script of the site's takeover of `/`.
 */
import { defineWidgetElement } from '../../widgets/core/define-element';

let renders: { title?: string; limit?: number; compact?: boolean }[] = [];

function CountingView(props: { title?: string; limit?: number; compact?: boolean }) {
  renders.push({ title: props.title, limit: props.limit, compact: props.compact });
  return <p>{props.title}</p>;
}

const counter = { tag: 'voy-render-counter', attributes: { title: 'string', limit: 'number', compact: 'boolean' } } as const;

beforeAll(() => {
  defineWidgetElement({ element: counter, view: CountingView, styles: [] });
});

beforeEach(() => {
  renders = [];
});

const shadowText = (element: Element) => element.shadowRoot?.textContent ?? '';
/** Preact draws at once; React on its scheduler's next turn, each change still drawn once. */
const drawn = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('a widget element', () => {
  it('set up before it is inserted, as a renderer does, draws once, with every attribute', async () => {
    const element = document.createElement('voy-render-counter');
    element.setAttribute('title', 'Bonjour');
    element.setAttribute('limit', '6');
    element.setAttribute('compact', '');
    element.setAttribute('api-base', 'http://127.0.0.1:1');
    await drawn();
    expect(renders).toHaveLength(0);
    document.body.append(element);
    await drawn();
    expect(renders).toEqual([{ title: 'Bonjour', limit: 6, compact: true }]);
    expect(shadowText(element)).toBe('Bonjour');
  });

  it('written in the HTML, draws once when the page holds it', async () => {
    document.body.innerHTML = '<voy-render-counter title="Salut" limit="3"></voy-render-counter>';
    await drawn();
    expect(renders).toEqual([{ title: 'Salut', limit: 3, compact: undefined }]);
  });

  it('draws again on each change once in the page, and not while out of it', async () => {
    const element = document.createElement('voy-render-counter');
    element.setAttribute('title', 'Un');
    document.body.append(element);
    await drawn();
    element.setAttribute('title', 'Deux');
    await drawn();
    expect(renders.map((render) => render.title)).toEqual(['Un', 'Deux']);
    expect(shadowText(element)).toBe('Deux');

    element.remove();
    element.setAttribute('title', 'Trois');
    await drawn();
    expect(renders).toHaveLength(2);
    document.body.append(element);
    await drawn();
    expect(renders.map((render) => render.title)).toEqual(['Un', 'Deux', 'Trois']);
    expect(shadowText(element)).toBe('Trois');
  });
});
