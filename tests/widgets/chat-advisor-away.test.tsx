/**
 * voy-chat mid-conversation when the advisor leaves their console: once the
 * grace period is over, the visitor reads that the conversation stays open
 * for the advisor's return and sees the other advisors; when the advisor is
 * back, the notice goes. Against the real server, with a one-second grace.
 */
import * as z from 'zod/mini';
import { defineChat } from '../../widgets/chat';
import { CHAT_TEXTS as T } from '../../widgets/chat/texts';
import { AdvisorList } from '../../contract/schemas/advisor';
import { CONSOLE_CHAT_PATHS, ConsoleConversation } from '../../contract/schemas/chat';
import { Visitor } from '../helpers/chat-client';
import { signedIn } from '../helpers/console-session';
import { beingPresent } from '../helpers/presence';
import { mount, shadowOf, startApiServer, textOf, type ApiServer } from '../helpers/widgets';

const GRACE_SECONDS = 1;

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer({ config: { PRESENCE_GRACE_SECONDS: GRACE_SECONDS } });
  defineChat();
});
afterAll(async () => {
  await api.close();
});

describe('<voy-chat> when the advisor leaves their console mid-chat', () => {
  it('says the conversation waits for their return and offers the others; once they are back, the notice goes', async () => {
    const advisor = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json()).at(-4)!;
    const admin = await signedIn(api.app, 'admin');
    expect((await api.app.inject({ method: 'PUT', url: `/api/console/advisors/${advisor.id}/status`, headers: admin.headers, payload: { availability: 'available' } })).statusCode).toBe(200);
    const user = await signedIn(api.app, 'advisor', advisor.id);
    const atConsole = await beingPresent(api.url, user.headers.cookie, advisor.id);
    const visitor = await Visitor.start(api.url, advisor.id, 'Inès');
    if (!(visitor instanceof Visitor)) throw new Error(`the chat did not start: ${visitor.status}`);
    // The console's requests are same-origin, which this DOM's fetch is not: injected.
    const move = (id: number, action: 'accept' | 'close') => api.app.inject({ method: 'POST', url: CONSOLE_CHAT_PATHS[action].replace(':id', String(id)), headers: user.headers });
    const list = z.parse(z.array(ConsoleConversation), JSON.parse((await api.app.inject({ method: 'GET', url: CONSOLE_CHAT_PATHS.list, headers: user.headers })).body));
    const { id } = list.find((row) => row.prenom === 'Inès')!;
    expect((await move(id, 'accept')).statusCode).toBe(200);
    localStorage.setItem(`voyChat:${api.url}:${advisor.id}`, visitor.key);
    let back: { close(): void } | undefined;
    try {
      const element = mount(`<voy-chat api-base="${api.url}" advisor-id="${advisor.id}"></voy-chat>`);
      await vi.waitFor(() => expect(textOf(shadowOf(element))).toContain(T.status.active(advisor.first_name)), { timeout: 10_000 });
      expect(textOf(shadowOf(element))).not.toContain(T.advisorAway(advisor.first_name));

      atConsole.close();
      await vi.waitFor(() => expect(textOf(shadowOf(element))).toContain(T.advisorAway(advisor.first_name)), { timeout: GRACE_SECONDS * 1000 + 5_000 });
      // Still a conversation: the visitor can write on, and the other advisors are there.
      expect(shadowOf(element).querySelector('[part~="advisor-away"]')).not.toBeNull();
      expect(shadowOf(element).querySelector('textarea')).not.toBeNull();

      // Back (Occupé with this chat: nothing to wait for on the site).
      back = await beingPresent(api.url, user.headers.cookie, advisor.id, null);
      await vi.waitFor(() => expect(textOf(shadowOf(element))).not.toContain(T.advisorAway(advisor.first_name)), { timeout: 5_000 });
    } finally {
      back?.close();
      atConsole.close();
      await move(id, 'close');
    }
  });
});
