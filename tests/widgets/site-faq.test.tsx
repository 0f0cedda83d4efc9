/**
 * The site's FAQ accordion (SPEC.md section 2), rendered in happy-dom with
 * React and with Preact: four questions, all closed at first, a click toggles
 * one, and an empty answer shows nothing.
 */
import { createRoot, type Root } from 'react-dom/client';
import { FAQ_ITEMS } from '../../site/content/faq';
import { FaqAccordionItem, FaqPage } from '../../site/pages/faq';
import { click } from '../helpers/forms';

let root: Root | null = null;

function render(node: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(node);
  return container;
}

afterEach(() => {
  root?.unmount();
  root = null;
});

const buttons = (container: HTMLElement) => [...container.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];

describe('FAQ', () => {
  it('shows four questions, all closed at first; a click opens one and a second click closes it', async () => {
    const container = render(<FaqPage />);
    await vi.waitFor(() => expect(buttons(container)).toHaveLength(4));
    expect(buttons(container).map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false']);
    // Each answer is the panel its question's button controls.
    const panels = () => buttons(container).map((button) => container.querySelector<HTMLElement>(`#${CSS.escape(button.getAttribute('aria-controls')!)}`)!.hidden);
    expect(panels()).toEqual([true, true, true, true]);

    click(buttons(container)[2]!);
    await vi.waitFor(() => expect(buttons(container)[2]!.getAttribute('aria-expanded')).toBe('true'));
    expect(panels()).toEqual([true, true, false, true]);
    expect(container.querySelector(`#${CSS.escape(buttons(container)[2]!.getAttribute('aria-controls')!)}`)!.textContent).toContain('gratuit');

    click(buttons(container)[2]!);
    await vi.waitFor(() => expect(buttons(container)[2]!.getAttribute('aria-expanded')).toBe('false'));
    expect(panels()).toEqual([true, true, true, true]);
  });

  it('answers every question, the payment one included', () => {
    expect(FAQ_ITEMS).toHaveLength(4);
    for (const item of FAQ_ITEMS) expect(item.answer.join('').trim(), item.question).not.toBe('');
  });

  it('an empty answer shows nothing: the question toggles, but no answer panel is rendered', async () => {
    const container = render(<FaqAccordionItem item={{ id: 'vide', question: 'Une question sans réponse ?', answer: [] }} />);
    await vi.waitFor(() => expect(buttons(container)).toHaveLength(1));
    const [button] = buttons(container);
    expect(button!.hasAttribute('aria-controls')).toBe(false);
    click(button!);
    await vi.waitFor(() => expect(button!.getAttribute('aria-expanded')).toBe('true'));
    // Nothing follows the question's heading: no answer panel.
    expect(container.querySelector('h2')!.nextElementSibling).toBeNull();
    expect(container.textContent).toBe('Une question sans réponse ?');
  });
});
