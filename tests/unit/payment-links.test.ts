/**
 * The rule of the offers' payment links (issue 37, point 6), one table: what
 * the console may save and the visitor may follow, and the French message of
 * each refusal. The examples of the issue are all here: a Cyrillic look-alike
 * of paypal, an IP address in every form the URL parser reads as one, a
 * backslash the parser turns into a slash.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import * as z from 'zod/mini';
import { paymentHref, paymentLinkFault, type PaymentLinkFault } from '../../contract/domain/offers';
import { hostLabels, labelToUnicode } from '../../contract/domain/punycode';
import { OfferInput, PAYMENT_LINK_MESSAGES } from '../../contract/schemas/offers';
import { typographyFaults } from '../helpers/typography';

/** What was typed → what the visitor follows (the URL parser's form: host lowercase, in punycode). */
const ACCEPTED: [string, string][] = [
  ['https://buy.stripe.com/test_00g5kE3aB', 'https://buy.stripe.com/test_00g5kE3aB'],
  ['https://www.paypal.com/paypalme/agence/25', 'https://www.paypal.com/paypalme/agence/25'],
  ['https://pay.sumup.com/b2c/QXYZ?montant=25#haut', 'https://pay.sumup.com/b2c/QXYZ?montant=25#haut'],
  ['https://paiement.example/lien/30', 'https://paiement.example/lien/30'],
  ['  https://BUY.Stripe.COM/Abc  ', 'https://buy.stripe.com/Abc'],
  ['HTTPS://buy.stripe.com', 'https://buy.stripe.com/'],
  // The default port is no port: the parser drops it.
  ['https://buy.stripe.com:443/x', 'https://buy.stripe.com/x'],
  ['https://paiement-sécurisé.fr/x', `https://${domainToASCII('paiement-sécurisé.fr')}/x`],
  ['https://оплата.рф/', 'https://xn--80aa5alfu.xn--p1ai/'],
  ['https://xn--caf-dma.fr/payer', 'https://xn--caf-dma.fr/payer'],
  ['https://paiement.example/un%20espace', 'https://paiement.example/un%20espace'],
];

const REFUSED: [string, PaymentLinkFault][] = [
  ['javascript:alert(1)', 'https'],
  ['data:text/html,<script>alert(1)</script>', 'https'],
  ['http://paiement.example/x', 'https'],
  ['ftp://paiement.example/x', 'https'],
  ['//paiement.example/x', 'https'],
  ['paiement.example/x', 'https'],
  ['https:paiement.example', 'https'],
  ['https:///paiement.example', 'https'],
  ['https://', 'https'],
  // The parser would read these as https://evil.com/x.
  ['https:\\\\evil.com\\x', 'characters'],
  ['https:/\\evil.com', 'characters'],
  ['https://evil.com\\@buy.stripe.com/', 'characters'],
  ['https://pay\tpal.com/', 'characters'],
  ['https://paypal.com/\npay', 'characters'],
  ['https://pay pal.com/', 'characters'],
  ['https://paiement.banque.fr@ailleurs.example/payer', 'credentials'],
  ['https://user:secret@buy.stripe.com/', 'credentials'],
  ['https://buy.stripe.com:8443/x', 'port'],
  ['https://127.0.0.1/x', 'ip'],
  ['https://2130706433/', 'ip'],
  ['https://0x7f.1/', 'ip'],
  ['https://0177.0.0.1/', 'ip'],
  ['https://10.0.0.1/pay', 'ip'],
  ['https://[::1]/', 'ip'],
  ['https://[::ffff:127.0.0.1]/', 'ip'],
  ['https://localhost/', 'host'],
  ['https://localhost./', 'host'],
  ['https://caisse/', 'host'],
  ['https://admin.localhost/', 'host'],
  ['https://caisse.local/', 'host'],
  ['https://paiement.internal/', 'host'],
  ['https://nas.lan/', 'host'],
  ['https://caisse.home.arpa/', 'host'],
  ['https://paypal.com./', 'host'],
  ['https://paiement.c0m/', 'host'],
  ['https://pay_ment.example/', 'host'],
  ['https://-paiement.example/', 'host'],
  // Latin with Cyrillic (р, а, у) or Greek (α) in one label: a homograph of paypal, typed or pasted as punycode.
  ['https://раураl.com/pay', 'mixed'],
  ['https://pаypal.com/', 'mixed'],
  ['https://pαypal.com/', 'mixed'],
  [`https://${domainToASCII('раураl.com')}/pay`, 'mixed'],
  ['https://paiement.xn--pypal-4ve.com/', 'mixed'],
];

describe('the rule of payment links', () => {
  it.each(ACCEPTED)('accepts %j, followed as %s', (typed, href) => {
    expect(paymentLinkFault(typed)).toBeNull();
    expect(paymentHref(typed)).toBe(href);
    expect(z.safeParse(OfferInput, { label: 'Tchat', duration_minutes: 15, price_cents: 2000, payment_url: typed }).success).toBe(true);
  });

  it.each(REFUSED)('refuses %j (%s), with its French message', (typed, fault) => {
    expect(paymentLinkFault(typed)).toBe(fault);
    const parsed = z.safeParse(OfferInput, { label: 'Tchat', duration_minutes: 15, price_cents: 2000, payment_url: typed });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['payment_url', PAYMENT_LINK_MESSAGES[fault]]]);
  });

  it('gives the visitor no link for any of them but the homographs, whose host it reads in punycode (never the look-alike)', () => {
    for (const [typed, fault] of REFUSED) {
      const href = paymentHref(typed);
      if (fault !== 'mixed') expect(href, typed).toBeNull();
      else expect(new URL(href!).hostname, typed).toMatch(/(?:^|\.)xn--[a-z\d-]+\.com$/);
    }
  });

  it('names the field in every message, in French typography', () => {
    for (const message of Object.values(PAYMENT_LINK_MESSAGES)) {
      expect(message).toMatch(/^Le lien de paiement /);
      expect(typographyFaults(message)).toEqual([]);
    }
  });
});

describe('punycode, decoded as node decodes it', () => {
  const hosts = ['раураl.com', 'café.fr', 'bücher.de', 'оплата.рф', 'παράδειγμα.gr', '例え.jp', 'münchen-straße.de', 'ñandú.ar', 'テスト.jp', '한국어.kr', 'إختبار.eg', 'buy.stripe.com'];

  it.each(hosts)('%s', (host) => {
    const ascii = domainToASCII(host);
    expect(hostLabels(ascii)?.map((label) => label.unicode).join('.')).toBe(domainToUnicode(ascii));
    expect(hostLabels(ascii)?.map((label) => label.ascii).join('.')).toBe(ascii);
  });

  it('refuses what is not punycode', () => {
    for (const label of ['xn--', 'xn--@@@', 'xn--zzzzzzzzzzzzzz', 'xn--ab-cd-efg!']) expect(labelToUnicode(label), label).toBeNull();
    expect(hostLabels('xn--.com')).toBeNull();
  });
});
