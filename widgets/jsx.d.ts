/**
 * Typed tags for React partners and for the host site: `<voy-horoscope
 * sign="lion" />` checks its attributes. The attributes are the elements'
 * (see each element.ts and custom-elements.json).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SinglePick } from './core/domain/picks';
import type { HoroscopePeriod } from './core/schemas/horoscope';

type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  /** Address of the API; default: where the embed script came from. */
  'api-base'?: string;
  /** Address that links to pages point to; default: api-base. */
  'site-base'?: string;
  /** `light` or `dark`; default: the visitor's preference (`prefers-color-scheme`). */
  theme?: 'light' | 'dark';
  class?: string;
} & A;

export interface VoyElementAttributes {
  'voy-advisor-grid': ElementProps<object>;
  'voy-advisor-list': ElementProps<{ type?: string; specialty?: string; pick?: 'three-daily'; limit?: number | string; variant?: 'chat'; heading?: string; exclude?: string }>;
  'voy-advisor-spotlight': ElementProps<{ pick: SinglePick; heading?: string; 'no-heading'?: boolean | string }>;
  'voy-advisor-profile': ElementProps<{ slug?: string; 'advisor-id'?: number | string }>;
  'voy-horoscope': ElementProps<{ sign: string; period?: HoroscopePeriod; layout?: 'full' | 'compact' }>;
  'voy-horoscope-signs': ElementProps<{ 'with-periods'?: boolean | string }>;
  'voy-free-question': ElementProps<object>;
  'voy-oracle': ElementProps<object>;
  'voy-contact-form': ElementProps<object>;
}

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends VoyElementAttributes {}
  }
}
