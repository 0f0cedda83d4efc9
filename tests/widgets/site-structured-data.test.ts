/**
 * The schema.org data the site gives search engines (site/structured-data.ts),
 * checked against what each type requires: an advisor with paid offers is a
 * Person offering a Service at a price in euros; without offers or photo, no
 * empty offer nor image is claimed.
 */
import { advisorPerson, faqPage, organizationAndWebsite } from '../../site/structured-data';
import { FAQ_ITEMS } from '../../site/content/faq';
import type { Advisor } from '../../widgets';
import { structuredDataFaults } from '../helpers/structured-data';

const HELENE: Advisor = {
  id: 1,
  slug: 'helene',
  first_name: 'Hélène',
  type: 'Tarologue',
  title: 'Tarot de Marseille',
  specialty: 'Amour',
  rating: '4.8',
  status: '1',
  photo: 'images/voyants/helene.webp',
  video: null,
  description: null,
  messenger: null,
  whatsapp: null,
  phone: null,
  reviews_count: 12,
  offers: [
    { id: 3, label: 'Tirage 15 minutes', duration_minutes: 15, price_cents: 2500 },
    { id: 4, label: 'Consultation 30 minutes', duration_minutes: 30, price_cents: 4990 },
  ],
};

describe('structured data', () => {
  it('an advisor with offers: a Person of the agency offering each consultation at its price in euros', () => {
    const person = advisorPerson(HELENE);
    expect(structuredDataFaults(person)).toEqual([]);
    expect(person).toMatchObject({
      name: 'Hélène',
      jobTitle: 'Tarologue',
      image: 'https://www.voyance-etoilee.example/images/voyants/helene.webp',
      makesOffer: [
        { '@type': 'Offer', name: 'Tirage 15 minutes', price: '25.00', priceCurrency: 'EUR', itemOffered: { '@type': 'Service' } },
        { '@type': 'Offer', price: '49.90' },
      ],
    });
  });

  it('an advisor without offers nor photo claims neither', () => {
    const person = advisorPerson({ ...HELENE, photo: null, offers: undefined, type: '' });
    expect(structuredDataFaults(person)).toEqual([]);
    expect(person).not.toHaveProperty('makesOffer');
    expect(person).not.toHaveProperty('image');
    expect(person.jobTitle).toBe('Tarologue');
  });

  it('the FAQ and the agency are valid too; a question without an answer is left out', () => {
    expect([faqPage(FAQ_ITEMS), ...organizationAndWebsite()].flatMap(structuredDataFaults)).toEqual([]);
    const unanswered = faqPage([...FAQ_ITEMS, { id: 'vide', question: 'Une question sans réponse ?', answer: [] }]);
    expect((unanswered.mainEntity as unknown[]).length).toBe(FAQ_ITEMS.filter((item) => item.answer.length > 0).length);
  });
});
