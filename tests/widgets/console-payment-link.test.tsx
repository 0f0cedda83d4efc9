/**
 * The console's payment link field (console/pages/advisor-offers.tsx),
 * rendered in happy-dom with React and with Preact: a host written with
 * letters beyond a–z shows as written and in punycode (what the visitor
 * reads), with a warning tied to the field; a label mixing alphabets is an
 * error under the field, before anything is sent.
 */
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { checkOffers, emptyOffer, fieldKey } from '../../console/pages/advisor-offers-values';
import { PaymentUrlField } from '../../console/pages/advisor-offers';
import { typeInto } from '../helpers/forms';
import { typographyFaults } from '../helpers/typography';

const NNBSP = '\u202f';
let root: Root | null = null;

function Field() {
  const [value, setValue] = useState('');
  return <PaymentUrlField name={fieldKey(0, 'payment_url')} value={value} onChange={setValue} />;
}

function render(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<Field />);
  return container;
}

afterEach(() => {
  root?.unmount();
  root = null;
});

/** The text the field's aria-describedby points to: what a screen reader reads with it. */
function description(input: HTMLInputElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function typed(url: string) {
  const container = render();
  const input = await vi.waitFor(() => {
    const found = container.querySelector<HTMLInputElement>('input[type="url"]');
    if (!found) throw new Error('no field yet');
    return found;
  });
  typeInto(input, url);
  await vi.waitFor(() => expect(input.value).toBe(url));
  return { container, input };
}

describe('the payment link’s field in the console', () => {
  it.each([
    ['https://paiement-sécurisé.fr/payer', 'paiement-sécurisé.fr', 'xn--paiement-scuris-knbf.fr'],
    ['https://xn--80aa5alfu.xn--p1ai/lien', 'оплата.рф', 'xn--80aa5alfu.xn--p1ai'],
  ])('%s: the host as written and in punycode, with a warning', async (url, unicode, ascii) => {
    const { container, input } = await typed(url);
    const warning = await vi.waitFor(() => {
      const found = container.querySelector('[role="status"]');
      if (!found) throw new Error('no warning yet');
      return found.textContent!;
    });
    expect(warning).toBe(
      `Cette adresse contient des caractères non latins ou accentués${NNBSP}: ${unicode}, qui s’écrit aussi ${ascii}. Le visiteur lira «${NNBSP}Payer sur ${ascii}${NNBSP}»${NNBSP}; vérifiez que c’est bien le site de votre prestataire de paiement.`,
    );
    expect(typographyFaults(warning)).toEqual([]);
    expect(description(input)).toContain(warning);
    // A warning, not an error: the offer saves.
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(checkOffers([{ ...emptyOffer(), label: 'Tchat', duration_minutes: '15', price_cents: '20', payment_url: url }]).ok).toBe(true);
  });

  it.each(['https://buy.stripe.com/test_00g5kE', 'https://раураl.com/pay', 'https://127.0.0.1/x'])('%s: no warning', async (url) => {
    const { container } = await typed(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.textContent).not.toContain('non latins');
  });

  it('empty, the field says the offer shows on the site but cannot be sent in a chat, and the offer saves without a link', async () => {
    const container = render();
    const input = await vi.waitFor(() => container.querySelector<HTMLInputElement>('input[type="url"]') ?? Promise.reject(new Error('no field yet')));
    await vi.waitFor(() => expect(description(input)).toContain(`Sans lien, l’offre s’affiche sur le site (Tarifs du profil, «${NNBSP}à partir de${NNBSP}» des fiches) mais ne peut pas être envoyée dans un tchat.`));
    expect(typographyFaults(description(input))).toEqual([]);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const checked = checkOffers([{ ...emptyOffer(), label: 'Tchat', duration_minutes: '15', price_cents: '20', payment_url: '  ' }]);
    expect(checked).toEqual({ ok: true, input: { offers: [{ label: 'Tchat', duration_minutes: 15, price_cents: 2000, payment_url: '' }] } });
    // Typed, the hint about a missing link goes.
    typeInto(input, 'https://buy.stripe.com/test_00g5kE');
    await vi.waitFor(() => expect(description(input)).not.toContain('Sans lien'));
  });

  it('a label mixing Latin and Cyrillic is an error under the field before anything is sent, typed or pasted as punycode', () => {
    for (const url of ['https://раураl.com/pay', 'https://xn--l-7sba6dbr.com/pay']) {
      const checked = checkOffers([{ ...emptyOffer(), label: 'Tchat', duration_minutes: '15', price_cents: '20', payment_url: url }]);
      expect(checked).toEqual({
        ok: false,
        errors: { [fieldKey(0, 'payment_url')]: 'Le lien de paiement mêle l’alphabet latin au cyrillique ou au grec dans un même nom, comme une adresse qui en imite une autre' },
        message: undefined,
      });
    }
  });
});
