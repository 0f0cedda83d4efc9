/**
 * The message form of voy-chat (LeaveMessageForm) against the real server:
 * an absent advisor's chat offers it; every field's French error shows under
 * that field and the focus goes to the first; the server's refusal (the
 * address's hourly limit) is shown and keeps everything typed; once left, the
 * conversation shows the message and where the answer goes.
 */
import * as z from 'zod/mini';
import { getByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import { defineChat } from '../../widgets/chat';
import { CHAT_TEXTS } from '../../widgets/chat/texts';
import { REPLY_ADDRESS_MESSAGES } from '../../contract/domain/reply-address';
import { AdvisorList, type Advisor } from '../../contract/schemas/advisor';
import { CHAT_LIMITS, CHAT_PATHS } from '../../contract/schemas/chat';
import { click, typeInto } from '../helpers/forms';
import { mount, shadowOf, startApiServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

let api: ApiServer;
let advisor: Advisor;

beforeAll(async () => {
  api = await startApiServer();
  // Nobody is at the console in a test server: every advisor is absent from the chat.
  advisor = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json())[0]!;
  defineChat();
});
afterAll(async () => {
  await api.close();
});

async function form() {
  const element = mount(`<voy-chat api-base="${api.url}" site-base="https://voyance.example" advisor="${advisor.slug}"></voy-chat>`);
  const root = shadowOf(element);
  await waitForText(root, CHAT_TEXTS.leaveIntro(advisor.first_name));
  const field = <T extends HTMLElement>(label: string) => getByShadowLabelText<T>(element, label, { exact: true });
  return {
    root,
    prenom: () => field<HTMLInputElement>(CHAT_TEXTS.firstName),
    email: () => field<HTMLInputElement>(CHAT_TEXTS.email),
    text: () => field<HTMLTextAreaElement>(CHAT_TEXTS.message),
    terms: () => field<HTMLInputElement>(CHAT_TEXTS.terms),
    leave: () => getByShadowRole<HTMLButtonElement>(element, 'button', { name: CHAT_TEXTS.leave }),
  };
}

/** The error a field's aria-describedby points at. */
const errorOf = (root: ShadowRoot, field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? textOf(root.getElementById(id)!) : null;
};

describe('the message form of an absent advisor’s chat', () => {
  it('shows each field’s French error under it, focuses the first, and revalidates as the visitor types', async () => {
    const w = await form();
    click(w.leave());
    await vi.waitFor(() => expect(errorOf(w.root, w.prenom())).toBe('Le prénom doit contenir au moins 2 caractères'));
    expect(errorOf(w.root, w.email())).toBe(REPLY_ADDRESS_MESSAGES.invalid);
    expect(errorOf(w.root, w.text())).toBe('Le message est vide');
    expect(errorOf(w.root, w.terms())).toBe('Veuillez accepter les conditions et confirmer avoir 18 ans ou plus');
    expect(w.root.activeElement).toBe(w.prenom());
    typeInto(w.prenom(), 'Camille');
    typeInto(w.email(), 'camille@yopmail.com');
    await vi.waitFor(() => expect(errorOf(w.root, w.email())).toBe(REPLY_ADDRESS_MESSAGES.disposable));
    expect(errorOf(w.root, w.prenom())).toBeNull();
    click(w.leave());
    await vi.waitFor(() => expect(w.root.activeElement).toBe(w.email()));
    expect(w.prenom().value).toBe('Camille');
  });

  it('keeps what was typed when the server refuses, then leaves the message and shows the conversation and the address', async () => {
    const email = 'camille.limite@example.fr';
    for (let n = 0; n < CHAT_LIMITS.leftPerAddressPerHour; n++) {
      const response = await fetch(api.url + CHAT_PATHS.leave, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advisor_id: advisor.id, prenom: 'Camille', email, text: `Message ${n}`, accepte_conditions: true }),
      });
      expect(response.status).toBe(201);
    }
    const w = await form();
    typeInto(w.prenom(), 'Camille');
    typeInto(w.email(), email);
    typeInto(w.text(), 'Est-ce que mon ex va revenir ?');
    click(w.terms());
    await vi.waitFor(() => expect(w.terms().checked).toBe(true));
    click(w.leave());
    await waitForText(w.root, 'réessayez dans une heure');
    expect([w.prenom().value, w.email().value, w.text().value, w.terms().checked]).toEqual(['Camille', email, 'Est-ce que mon ex va revenir ?', true]);

    // Corrected (through a typo the form points out as it is typed), then sent.
    typeInto(w.email(), 'Camille.Autre@');
    await vi.waitFor(() => expect(errorOf(w.root, w.email())).toBe(REPLY_ADDRESS_MESSAGES.invalid));
    typeInto(w.email(), 'Camille.Autre@Example.fr');
    await vi.waitFor(() => expect(errorOf(w.root, w.email())).toBeNull());
    click(w.leave());
    await waitForText(w.root, CHAT_TEXTS.left(advisor.first_name, 'camille.autre@example.fr'));
    await waitForText(getByShadowRole(w.root.host as HTMLElement, 'log'), 'Est-ce que mon ex va revenir ?');
  });
});
