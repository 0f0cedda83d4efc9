/**
 * The console's account of an erasure (console/texts.ts): each place with its
 * count, in French, what was not there left out, the self-exclusion said to
 * be anonymised rather than erased.
 */
import { INBOX_TEXTS } from '../../console/texts';

const NNBSP = '\u202f';
const receipt = (erased: Partial<Record<'contact' | 'question' | 'conversation' | 'message' | 'email' | 'review', number>>, selfExclusion = 0, order = 0) => ({
  erased: { contact: 0, question: 0, conversation: 0, message: 0, email: 0, alert: 0, review: 0, ...erased },
  anonymised: { 'self-exclusion': selfExclusion, order },
});

describe('INBOX_TEXTS.erasureSummary', () => {
  it('lists every place with its count, table by table', () => {
    expect(INBOX_TEXTS.erasureSummary(receipt({ contact: 2, question: 1, conversation: 1, message: 4, email: 3 }, 1))).toBe(
      `Effacé${NNBSP}: 2 messages de contact, 1 question gratuite, 1 conversation (4 messages), 3 e-mails, 1 demande d’auto-exclusion anonymisée.`,
    );
  });

  it('agrees in number and leaves out what was not there', () => {
    expect(INBOX_TEXTS.erasureSummary(receipt({ question: 3, conversation: 2, message: 1 }, 2))).toBe(
      `Effacé${NNBSP}: 3 questions gratuites, 2 conversations (1 message), 2 demandes d’auto-exclusion anonymisées.`,
    );
    expect(INBOX_TEXTS.erasureSummary(receipt({ contact: 1 }))).toBe(`Effacé${NNBSP}: 1 message de contact.`);
    expect(INBOX_TEXTS.erasureSummary(receipt({ email: 1 }))).toBe(`Effacé${NNBSP}: 1 e-mail.`);
    expect(INBOX_TEXTS.erasureSummary(receipt({ review: 2 }, 0, 1))).toBe(`Effacé${NNBSP}: 2 avis, 1 commande anonymisée (gardée pour la comptabilité).`);
  });

  it('says when there was nothing to erase', () => {
    expect(INBOX_TEXTS.erasureSummary(receipt({}))).toBe(`Rien à effacer${NNBSP}: aucune donnée n’est enregistrée sous cette adresse.`);
  });
});
