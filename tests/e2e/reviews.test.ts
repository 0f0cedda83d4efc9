/**
 * Reviews from paid consultations, as a visitor on a phone sees them
 * (issue 39, point 4): the rating of a card and of a profile is the one
 * computed from the published reviews (the seed's: Capucine's 197 reviews of
 * 5), the same in the profile's JSON-LD; the profile shows the latest
 * published reviews « Avis vérifié : consultation payée le … »; the link
 * beside every rating opens « Comment nous vérifions les avis ».
 */
import type { Page } from 'playwright-core';
import { REVIEW_REJECTION_REASONS } from '../../contract/schemas/reviews';
import { WIDTHS } from '../helpers/browser';
import { sharedBrowser, sharedServer } from '../helpers/shared-product';
import { tapAt } from '../helpers/tap';

const server = sharedServer();
const { pages } = sharedBrowser();
const PHONE = { hasTouch: true, isMobile: true };
const SLOW = 90_000;
const NNBSP = '\u202f';

interface PublicAdvisor {
  id: number;
  rating: string | null;
  reviews_count: number;
}
const publicAdvisor = async (slug: string) => (await (await fetch(`${server.url}/api/users/by-slug/${slug}`)).json()) as PublicAdvisor;

/** On the review-check page: what the law asks it to say. */
async function expectReviewCheckPage(page: Page): Promise<void> {
  await page.waitForURL(/\/comment-nous-verifions-les-avis$/);
  await page.getByRole('heading', { level: 1, name: 'Comment nous vérifions les avis' }).waitFor();
  const text = await page.locator('main').innerText();
  for (const words of ['L111-7-2', 'D111-16', 'consultation payée', 'un seul avis par consultation payée', 'dans les 14 jours', 'dans un délai de 7 jours', 'Aucun avis n’est acheté', 'du plus récent au plus ancien', `peut le connaître sur simple demande`]) {
    expect(text).toContain(words);
  }
  for (const reason of Object.values(REVIEW_REJECTION_REASONS)) expect(text.toLowerCase()).toContain(reason.toLowerCase());
}

describe('ratings and reviews', () => {
  it('a card shows the rating computed from the published reviews, and its link says how reviews are checked', async () => {
    const capucine = await publicAdvisor('capucine');
    expect(capucine).toMatchObject({ rating: '5.0', reviews_count: 197 });
    const { page, errors, close } = await pages.visit(`${server.url}/tous-nos-voyants`, WIDTHS.mobile, PHONE);
    try {
      const card = page.locator(`[part="card"][data-advisor-id="${capucine.id}"]`);
      const rating = card.locator('[part="rating"]');
      await rating.waitFor();
      expect(await rating.innerText()).toContain(`5,0 / 5`);
      expect(await rating.innerText()).toContain('197 avis');
      expect(await rating.locator('[role="img"]').getAttribute('aria-label')).toBe(`Note${NNBSP}: 5,0 sur 5`);
      await tapAt(rating.locator('a[part="review-check"]'));
      await expectReviewCheckPage(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);

  it('a profile shows the same rating, in its JSON-LD too, and its latest published reviews as verified', async () => {
    const capucine = await publicAdvisor('capucine');
    const { page, errors, close } = await pages.visit(`${server.url}/consultant-profile/capucine`, WIDTHS.mobile, PHONE);
    try {
      const profile = page.locator('voy-advisor-profile');
      const rating = profile.locator('[part="rating"]').first();
      await rating.waitFor();
      expect(await rating.innerText()).toContain('5,0 / 5');
      expect(await rating.innerText()).toContain(`${capucine.reviews_count} avis`);

      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as unknown);
      const person = jsonLd.flat().find((node) => (node as { '@type'?: string })['@type'] === 'Person') as { aggregateRating?: unknown };
      expect(person.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: capucine.rating, reviewCount: capucine.reviews_count, bestRating: 5, worstRating: 1 });

      const reviews = profile.locator('[part="review"]');
      await reviews.first().waitFor();
      expect(await reviews.count()).toBe(5);
      for (const text of await reviews.allInnerTexts()) expect(text).toMatch(new RegExp(`Avis vérifié${NNBSP}: consultation payée le \\d{1,2} [a-zéû]+ \\d{4}`));

      await tapAt(profile.locator('[part="reviews"] a[part="review-check"]'));
      await expectReviewCheckPage(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, SLOW);
});
