/**
 * voy-chat's invitation to review a paid consultation, against the real
 * server: once the advisor closes a conversation whose order is paid, the
 * visitor's widget shows the invitation and « Donner mon avis », whose tap
 * opens the review form (a tab opened at the tap, sent to the form's address).
 */
import { randomUUID } from 'node:crypto';
import { getByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import * as z from 'zod/mini';
import { orders } from '../../server/db/schema';
import { DAY_MS } from '../../server/clock';
import { defineChat } from '../../widgets/chat';
import { AdvisorList } from '../../contract/schemas/advisor';
import { CONSOLE_CHAT_PATHS, ConsoleConversation } from '../../contract/schemas/chat';
import { click, typeInto } from '../helpers/forms';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { beingPresent, type ConsoleStream } from '../helpers/presence';
import { mount, shadowOf, startApiServer, waitForText, type ApiServer } from '../helpers/widgets';

let api: ApiServer;
let admin: SignedIn;
let present: ConsoleStream | undefined;

beforeAll(async () => {
  api = await startApiServer();
  admin = await signedIn(api.app, 'admin');
  defineChat();
});
afterAll(async () => {
  present?.close();
  await api.close();
});

it('shows « Donner mon avis » once the paid consultation ended, and opens the review form', async () => {
  const advisor = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json())[0]!;
  expect((await api.app.inject({ method: 'PUT', url: `/api/console/advisors/${advisor.id}/status`, headers: admin.headers, payload: { availability: 'available' } })).statusCode).toBe(200);
  const own = await signedIn(api.app, 'advisor', advisor.id);
  present = await beingPresent(api.url, own.headers.cookie, advisor.id);

  const element = mount(`<voy-chat api-base="${api.url}" site-base="https://voyance.example" advisor="${advisor.slug}"></voy-chat>`);
  const root = shadowOf(element);
  await waitForText(root, `Tchat avec ${advisor.first_name}`);
  const prenom = getByShadowLabelText<HTMLInputElement>(element, 'Votre prénom');
  typeInto(prenom, 'Julie');
  await vi.waitFor(() => expect(prenom.value).toBe('Julie'));
  const terms = getByShadowLabelText<HTMLInputElement>(element, 'J’accepte les conditions générales et j’ai 18 ans ou plus');
  click(terms);
  await vi.waitFor(() => expect(terms.checked).toBe(true));
  click(getByShadowRole<HTMLButtonElement>(element, 'button', { name: 'Commencer le tchat' }));
  await vi.waitFor(() => getByShadowLabelText(element, 'Votre message'), { timeout: 10_000 });

  const list = z.parse(z.array(ConsoleConversation), (await api.app.inject({ method: 'GET', url: CONSOLE_CHAT_PATHS.list, headers: own.headers })).json());
  const conversation = list.find((one) => one.prenom === 'Julie')!;
  const path = (template: string) => template.replace(':id', String(conversation.id));
  expect((await api.app.inject({ method: 'POST', url: path(CONSOLE_CHAT_PATHS.accept), headers: own.headers })).statusCode).toBe(200);
  // The order of the offer, paid (what the payment provider's event leaves).
  const now = new Date();
  await api.app.database.db.insert(orders).values({
    reference: `T-${randomUUID().slice(0, 10)}`,
    advisorId: advisor.id,
    conversationId: conversation.id,
    label: 'Tirage 30 minutes',
    durationMinutes: 30,
    amountCents: 3000,
    expiresAt: new Date(now.getTime() + DAY_MS),
    state: 'paid',
    paidAt: now,
  });
  expect((await api.app.inject({ method: 'POST', url: path(CONSOLE_CHAT_PATHS.close), headers: own.headers })).statusCode).toBe(200);

  await waitForText(root, `Merci pour votre consultation avec ${advisor.first_name}`, 10_000);
  const button = getByShadowRole<HTMLButtonElement>(element, 'button', { name: 'Donner mon avis' });
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const opened = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  try {
    click(button);
    await vi.waitFor(() => expect(tab.location.href).toMatch(new RegExp(`/avis/[\\w-]{43}$`)));
    expect(opened).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    // The address is the form of this consultation.
    const form = await api.app.inject({ method: 'GET', url: new URL(tab.location.href).pathname });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`Votre avis sur ${advisor.first_name}`);
  } finally {
    opened.mockRestore();
  }
});
