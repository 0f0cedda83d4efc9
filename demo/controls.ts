/** An element as custom-elements.json declares it (what the demo reads of it). */
export interface ElementDoc {
  tagName: string;
  summary: string;
  attributes: ManifestAttribute[];
  events: { name: string; description: string }[];
}

export interface ManifestAttribute {
  name: string;
  type: { text: string };
  description: string;
  default?: string;
}

export type Control = { kind: 'select'; choices: string[] } | { kind: 'checkbox' } | { kind: 'number' } | { kind: 'text' };

/** `'full' | 'compact'` -> ['full', 'compact']; null when the type is not a union of quoted values. */
export function typeValues(text: string): string[] | null {
  const parts = text.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : null;
}

/**
 * The control of an attribute, from its type in the manifest: its values as
 * choices (the first, empty, leaves the attribute out), a checkbox, or a field.
 */
export function controlFor(attribute: ManifestAttribute): Control {
  const values = typeValues(attribute.type.text);
  if (values) return { kind: 'select', choices: ['', ...values] };
  if (attribute.type.text === 'boolean') return { kind: 'checkbox' };
  return { kind: attribute.type.text === 'number' ? 'number' : 'text' };
}

/** The widget shown first: one card, so the preview stays small beside the controls and the snippet. */
export const DEFAULT_ELEMENT = 'voy-advisor-spotlight';

/** Values the preview starts with, so each widget shows something at once. */
export const STARTING_VALUES: Record<string, Record<string, string>> = {
  'voy-advisor-list': { type: 'Tarologue', limit: '3' },
  'voy-advisor-spotlight': { pick: 'daily' },
  'voy-advisor-profile': { slug: 'helene' },
  'voy-chat': { advisor: 'helene' },
  'voy-horoscope': { sign: 'lion', period: 'aujourdhui' },
  // Lyon (its INSEE code), on the day of the example in the issue.
  'voy-theme-astral': { date: '1977-07-14', heure: '12:30', lieu: '69123' },
  'voy-compatibilite': { prenom1: 'Alex', date1: '1990-04-12', prenom2: 'Camille', date2: '1988-11-03' },
};

/** The theme variables the demo lets a developer try, with their defaults. */
export const THEME_VARIABLES: { name: string; label: string; kind: 'color' | 'text' | 'range'; value: string }[] = [
  { name: '--voy-accent', label: 'Accent', kind: 'color', value: '#d4af37' },
  { name: '--voy-bg', label: 'Fond', kind: 'color', value: '#140f27' },
  { name: '--voy-text', label: 'Texte', kind: 'color', value: '#f5f0e6' },
  { name: '--voy-font', label: 'Police', kind: 'text', value: 'system-ui, sans-serif' },
  { name: '--voy-radius', label: 'Arrondi (px)', kind: 'range', value: '14' },
];
