/**
 * <voy-horoscope>'s « Pourquoi ce texte ? » against the real API on a loopback
 * port: a closed native disclosure under our engine's text, one line per
 * transit the answer lists, in French typography; nothing under a text whose
 * reasons we do not know (the provider's).
 */
import * as z from 'zod/mini';
import { Horoscope, type HoroscopeWhy } from '../../contract/schemas';
import { defineHoroscope } from '../../widgets/horoscope';
import { typographyFaults } from '../helpers/typography';
import { mount, queryAllDeep, shadowOf, startApiServer, startJsonServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

/** Wednesday 25 November 2026 in Paris: the week began on Monday the 23rd. */
const NOW = new Date('2026-11-25T10:00:00Z');
let api: ApiServer;
let week: Horoscope;

beforeAll(async () => {
  api = await startApiServer({ clock: () => NOW });
  week = z.parse(Horoscope, await (await fetch(`${api.url}/api/horoscopes/lion/semaine`)).json());
  defineHoroscope();
});
afterAll(async () => api.close());

const whyOf = (root: ShadowRoot) => queryAllDeep<HTMLDetailsElement>(root, 'details[part~="why"]');
const linesOf = (details: Element) => [...details.querySelectorAll('li')].map((li) => li.textContent ?? '');
const ordinal = (house: number) => (house === 1 ? '1ʳᵉ' : `${house}ᵉ`);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** One line per transit listed; the Moon's phase and Mercury's retrogrades one each. */
const linesExpected = (why: HoroscopeWhy) =>
  why.placements.length + why.aspects.length + why.ingresses.length + why.stays.length + why.lunations.length + why.moonDays.length + Number(Boolean(why.moonPhase)) + Number(why.mercuryRetrogrades.length > 0);

describe('« Pourquoi ce texte ? »', () => {
  it('is a closed disclosure under the week’s five sections, listing the transits of the answer in French', async () => {
    const element = mount(`<voy-horoscope api-base="${api.url}" site-base="https://voyance.example" sign="lion" period="semaine" layout="full"></voy-horoscope>`);
    const root = shadowOf(element);
    await waitForText(root, 'Semaine du 23 novembre 2026');
    const why: HoroscopeWhy = week.meta!.why!;
    const [details, ...others] = whyOf(root);
    expect(others).toHaveLength(0);
    expect(details!.open).toBe(false);
    expect(details!.querySelector('summary')!.textContent).toBe('Pourquoi ce texte\u202f?');

    // Under the text: after the last section, before the cosmic advice.
    const lastSection = queryAllDeep(root, '[part~="section"]').at(-1)!;
    const advice = queryAllDeep(root, '[part~="cosmic-advice"]')[0]!;
    expect(lastSection.compareDocumentPosition(details!) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(details!.compareDocumentPosition(advice) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    const lines = linesOf(details!);
    expect(lines).toHaveLength(linesExpected(why));
    for (const p of why.placements) {
      expect(lines).toContain(`${capitalised(p.body)} en ${p.sign}, dans votre ${ordinal(p.house)} maison solaire${p.retrograde ? ', rétrograde' : ''}`);
    }
    for (const a of why.aspects) {
      const orb = `${a.orb.degrees}°\u00a0${String(a.orb.minutes).padStart(2, '0')}′`;
      expect(lines).toContain(`${capitalised(a.body)} en ${a.kind} ${a.kind === 'conjonction' ? 'avec' : 'à'} votre signe (orbe ${orb})`);
    }
    const note = details!.querySelector('p')!.textContent;
    expect(note).toBe(
      'Ces transits sont calculés par notre moteur (astronomy-engine) pour le lundi 23 novembre 2026 à midi, heure de Paris\u202f; ' +
        'les aspects, le jeudi 26 novembre 2026 à midi (milieu de la période), sont mesurés à 15° du début de votre signe.',
    );
    expect(typographyFaults(textOf(details!))).toEqual([]);
  });

  it('follows the tab: the month’s answer lists the month’s transits', async () => {
    const month = z.parse(Horoscope, await (await fetch(`${api.url}/api/horoscopes/lion/mois`)).json());
    const element = mount(`<voy-horoscope api-base="${api.url}" site-base="https://voyance.example" sign="lion" period="mois" layout="full"></voy-horoscope>`);
    const root = shadowOf(element);
    await waitForText(root, 'novembre 2026');
    const why = month.meta!.why!;
    const lines = linesOf(whyOf(root)[0]!);
    expect(lines).toHaveLength(linesExpected(why));
    // The month's note names the 1st and the 15th.
    expect(textOf(whyOf(root)[0]!)).toContain('pour le dimanche 1er novembre 2026 à midi, heure de Paris\u202f; les aspects, le dimanche 15 novembre 2026 à midi');
  });

  it('says nothing under a text from the provider, even one that would carry reasons', async () => {
    const fromProvider: Horoscope = { ...week, meta: { ...week.meta!, source: 'provider' } };
    const provider = await startJsonServer({ body: JSON.stringify(fromProvider) });
    try {
      const element = mount(`<voy-horoscope api-base="${provider.url}" site-base="https://voyance.example" sign="lion" period="semaine" layout="full"></voy-horoscope>`);
      const root = shadowOf(element);
      await waitForText(root, week.data!.weekly_horoscope!.personal!);
      expect(whyOf(root)).toHaveLength(0);
      expect(textOf(root)).not.toContain('Pourquoi ce texte');
    } finally {
      await provider.close();
    }
  });
});
