/**
 * « Prévenez-moi » on the « Tchat en direct » cards (voy-advisor-list
 * variant="chat"), against the real API on a copy of the seeded database
 * (nobody at the console: every card offers it): the button opens the form,
 * a throwaway address and a missing consent are refused in French on their
 * field without a request, and a good one is stored, unconfirmed, with its
 * confirmation e-mail queued, and the card says where to look.
 */
import { eq } from 'drizzle-orm';
import { findByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import { outbox, presenceAlerts } from '../../server/db/schema';
import { defineAdvisorList } from '../../widgets/advisor-list';
import { REPLY_ADDRESS_MESSAGES } from '../../contract/domain/reply-address';
import { PRESENCE_ALERT_TEXTS } from '../../widgets/core/texts/presence-alert';
import { click, typeInto } from '../helpers/forms';
import { mount, queryAllDeep, shadowOf, startApiServer, textOf, type ApiServer } from '../helpers/widgets';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer({ config: { RATE_LIMIT_PER_MINUTE: 1_000 } });
  defineAdvisorList();
});
afterAll(async () => api.close());

async function firstCard(): Promise<HTMLElement> {
  const root = shadowOf(mount(`<voy-advisor-list api-base="${api.url}" pick="three-daily" variant="chat"></voy-advisor-list>`));
  await vi.waitFor(() => expect(queryAllDeep(root, '[part="card"]').length).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
  return queryAllDeep(root, '[part="card"]')[0]!;
}

const fieldOf = (card: HTMLElement, name: string) => card.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('« Prévenez-moi » on a card', () => {
  it('opens its form on a tap, refuses in French on the field, then stores the request and says to confirm it by e-mail', async () => {
    const card = await firstCard();
    const name = card.querySelector('h2, h3')!.textContent!.trim();
    expect(fieldOf(card, 'email')).toBeNull();
    click(getByShadowRole(card, 'button', { name: `Prévenez-moi\u202f: ${name}` }));
    await findByShadowLabelText(card, PRESENCE_ALERT_TEXTS.email, undefined, { timeout: 5_000, interval: 20 });
    expect(textOf(card)).toContain(PRESENCE_ALERT_TEXTS.intro(name));

    const send = () => click(getByShadowRole(card, 'button', { name: 'Envoyer' }));
    typeInto(fieldOf(card, 'email')!, 'moi@yopmail.com');
    send();
    await vi.waitFor(() => expect(textOf(card)).toContain(REPLY_ADDRESS_MESSAGES.disposable), { timeout: 5_000, interval: 20 });
    expect(textOf(card)).toContain('Cochez la case pour accepter de recevoir cet e-mail');
    expect(fieldOf(card, 'email')!.getAttribute('aria-invalid')).toBe('true');

    typeInto(fieldOf(card, 'email')!, ' Camille.Alerte@Example.fr ');
    click(fieldOf(card, 'consent')!);
    send();
    await vi.waitFor(() => expect(textOf(card)).toContain(PRESENCE_ALERT_TEXTS.done('camille.alerte@example.fr')), { timeout: 10_000, interval: 20 });
    const [row] = await api.app.database.db.select().from(presenceAlerts).where(eq(presenceAlerts.email, 'camille.alerte@example.fr'));
    expect(row).toMatchObject({ confirmedAt: null, lastAlertedAt: null });
    expect(await api.app.database.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.recipient, 'camille.alerte@example.fr'))).toEqual([{ kind: 'opt-in' }]);
    expect(await api.app.database.db.select().from(presenceAlerts).where(eq(presenceAlerts.email, 'moi@yopmail.com'))).toEqual([]);
  });
});
