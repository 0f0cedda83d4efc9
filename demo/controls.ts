/** What the demo knows beyond the manifest: sensible choices for attributes that take a fixed set of values. */
export const ATTRIBUTE_CHOICES: Record<string, string[]> = {
  pick: ['daily', 'monthly', 'tarologue', 'astrologue', 'numerologue', 'medium', 'amour', 'carriere', 'argent', 'famille', 'three-daily'],
  period: ['aujourdhui', 'demain', 'semaine', 'mois', 'annee'],
  layout: ['', 'full', 'compact'],
  sign: ['belier', 'taureau', 'gemeaux', 'cancer', 'lion', 'vierge', 'balance', 'scorpion', 'sagittaire', 'capricorne', 'verseau', 'poissons'],
  type: ['', 'Tarologue', 'Astrologue', 'Numérologue', 'Médium'],
  specialty: ['', 'Amour', 'Carrière', 'Argent', 'Famille'],
  variant: ['', 'chat'],
  theme: ['', 'light', 'dark'],
};

/** The widget shown first: one card, so the preview stays small beside the controls and the snippet. */
export const DEFAULT_ELEMENT = 'voy-advisor-spotlight';

/** Values the preview starts with, so each widget shows something at once. */
export const STARTING_VALUES: Record<string, Record<string, string>> = {
  'voy-advisor-list': { type: 'Tarologue', limit: '3' },
  'voy-advisor-spotlight': { pick: 'daily' },
  'voy-advisor-profile': { slug: 'helene' },
  'voy-horoscope': { sign: 'lion', period: 'aujourdhui' },
};

/** The theme variables the demo lets a developer try, with their defaults. */
export const THEME_VARIABLES: { name: string; label: string; kind: 'color' | 'text' | 'range'; value: string }[] = [
  { name: '--voy-accent', label: 'Accent', kind: 'color', value: '#d4af37' },
  { name: '--voy-bg', label: 'Fond', kind: 'color', value: '#140f27' },
  { name: '--voy-text', label: 'Texte', kind: 'color', value: '#f5f0e6' },
  { name: '--voy-font', label: 'Police', kind: 'text', value: 'system-ui, sans-serif' },
  { name: '--voy-radius', label: 'Arrondi (px)', kind: 'range', value: '14' },
];
