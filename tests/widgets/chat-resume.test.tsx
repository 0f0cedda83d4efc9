/**
 * voy-chat's `resume` (the way back a partner page shows, issue 42 point 2),
 * against the real server: nothing, not even a request, without a stored
 * key; the banner while the stored conversation is open, unless the page
 * has a voy-chat with that advisor; tapped, that chat; nothing once it is
 * closed, and a key the server forgot is forgotten.
 */
import * as z from 'zod/mini';
import { getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { defineChat } from '../../widgets/chat';
import { CHAT_TEXTS as T } from '../../widgets/chat/texts';
import { AdvisorList } from '../../contract/schemas/advisor';
import { ChatStarted, CONSOLE_CHAT_PATHS, ConsoleConversation } from '../../contract/schemas/chat';
import { click } from '../helpers/forms';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { beingPresent, type ConsoleStream } from '../helpers/presence';
import { mount, recordFetches, shadowOf, startApiServer, waitForText, type ApiServer } from '../helpers/widgets';

let api: ApiServer;
let admin: SignedIn;
let stream: ConsoleStream | undefined;

beforeAll(async () => {
  api = await startApiServer();
  admin = await signedIn(api.app, 'admin');
  defineChat();
});
afterAll(async () => {
  stream?.close();
  await api.close();
});
beforeEach(() => localStorage.clear());

const resumeElement = () => mount(`<voy-chat api-base="${api.url}" resume></voy-chat>`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('<voy-chat resume>', () => {
  it('draws nothing and asks nothing without a stored key', async () => {
    const fetches = recordFetches();
    try {
      const element = resumeElement();
      await settle();
      expect(shadowOf(element).textContent?.trim()).toBe('');
      expect(fetches.urls.filter((url) => url.includes('/api/chat/'))).toEqual([]);
    } finally {
      fetches.restore();
    }
  });

  it('shows the way back to an open conversation, but not above a voy-chat with its advisor; tapped, its chat; once closed, nothing', async () => {
    const advisor = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json()).at(-3)!;
    expect((await api.app.inject({ method: 'PUT', url: `/api/console/advisors/${advisor.id}/status`, headers: admin.headers, payload: { availability: 'available' } })).statusCode).toBe(200);
    const user = await signedIn(api.app, 'advisor', advisor.id);
    stream = await beingPresent(api.url, user.headers.cookie, advisor.id);
    const started = z.parse(ChatStarted, await (await fetch(`${api.url}/api/chat/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advisor_id: advisor.id, prenom: 'Lou', accepte_conditions: true }) })).json());
    localStorage.setItem(`voyChat:${api.url}:${advisor.id}`, started.key);

    let element = resumeElement();
    const open = await vi.waitFor(() => getByShadowRole(element, 'button', { name: T.resume(advisor.first_name) }));
    await waitForText(shadowOf(element), T.resumeNotice(advisor.first_name));
    click(open);
    await waitForText(shadowOf(element), `Tchat avec ${advisor.first_name}`);
    await vi.waitFor(() => getByShadowRole(element, 'log'));
    expect(queryByShadowRole(element, 'button', { name: T.resume(advisor.first_name) })).toBeNull();

    // « Masquer »: gone for this page view.
    element = resumeElement();
    click(await vi.waitFor(() => getByShadowRole(element, 'button', { name: T.resumeDismiss })));
    await vi.waitFor(() => expect(queryByShadowRole(element, 'button', { name: T.resume(advisor.first_name) })).toBeNull());

    // A partner page with a voy-chat of this advisor shows the conversation there: no way back above it.
    const pageWith = (chat: string) => {
      mount(`<voy-chat api-base="${api.url}" resume></voy-chat><voy-chat api-base="${api.url}" ${chat}></voy-chat>`);
      return document.querySelector<HTMLElement>('voy-chat[resume]')!;
    };
    const answered = recordFetches();
    try {
      element = pageWith(`advisor="${advisor.slug}"`);
      await vi.waitFor(() => expect(answered.urls.some((url) => url.includes('/api/chat/conversation?after='))).toBe(true));
      await settle();
      expect(shadowOf(element).textContent?.trim()).toBe('');
    } finally {
      answered.restore();
    }
    // With a voy-chat of another advisor instead, the way back is there again.
    const another = z.parse(AdvisorList, await (await fetch(`${api.url}/api/users`)).json()).find((other) => other.id !== advisor.id)!;
    element = pageWith(`advisor-id="${another.id}"`);
    await vi.waitFor(() => getByShadowRole(element, 'button', { name: T.resume(advisor.first_name) }));

    const list = z.parse(z.array(ConsoleConversation), JSON.parse((await api.app.inject({ method: 'GET', url: CONSOLE_CHAT_PATHS.list, headers: user.headers })).body));
    const { id } = list.find((row) => row.prenom === 'Lou')!;
    expect((await api.app.inject({ method: 'POST', url: CONSOLE_CHAT_PATHS.close.replace(':id', String(id)), headers: user.headers })).statusCode).toBeLessThan(300);
    const fetches = recordFetches();
    try {
      element = resumeElement();
      await vi.waitFor(() => expect(fetches.urls.some((url) => url.includes('/api/chat/conversation?after='))).toBe(true));
      await settle();
      expect(shadowOf(element).textContent?.trim()).toBe('');
    } finally {
      fetches.restore();
    }

    // A key the server no longer knows: forgotten.
    localStorage.setItem(`voyChat:${api.url}:${advisor.id}`, 'cle-inconnue-0123456789');
    resumeElement();
    await vi.waitFor(() => expect(localStorage.getItem(`voyChat:${api.url}:${advisor.id}`)).toBeNull());
  }, 30_000);
});
