import { HOROSCOPE_TESTIMONIALS } from '../content/horoscope-testimonials';
import { Section } from './section';
import { TestimonialCards } from './reviews-strip';

/** The horoscope landing and sign pages' testimonials block. */
export function HoroscopeTestimonials() {
  return (
    <Section title="Ils ont lu leur horoscope" id="temoignages-horoscope" tone="raised">
      <TestimonialCards items={HOROSCOPE_TESTIMONIALS} />
    </Section>
  );
}
