/**
 * The end of a chat (issue 42 point 1) on a real server on a loopback port:
 * the visitor ends their conversation (CHAT_PATHS.close, by its key): the
 * advisor's console hears it at once (the conversation closed, the line
 * « Le visiteur a terminé la conversation. »), the advisor is Disponible
 * again; a second close changes nothing; a wrong key is a 404. Unpaid
 * orders expire when the conversation closes (by either side), the visitor's
 * view carries each offer's state, and Stripe's webhook still records a
 * payment made on its page a moment before.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { VISITOR_ENDED_LINE } from '../../server/chat/close-conversation';
import { advisors, chatMessages, orders } from '../../server/db/schema';
import { AdvisorList, ApiError } from '../../contract/schemas';
import { availabilityOf } from '../../contract/domain/availability';
import { CHAT_EVENTS, CHAT_PATHS, ChatConversation, ChatHistory, ChatMessage, CONVERSATION_NOT_FOUND, ConsoleConversation } from '../../contract/schemas/chat';
import { type ConsoleChat, Visitor } from '../helpers/chat-client';
import { acceptedChat, presentAdvisorWithOffer, postStripe, sendOfferIn, sessionEvent, signed, TEST_STRIPE_SECRET } from '../helpers/orders';
import type { ConsoleStream } from '../helpers/presence';
import type { SseEvent, SseStream } from '../helpers/sse';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let base: string;
let advisor: { id: number; console: ConsoleChat };
let presence: ConsoleStream;
let offerId: number;
const streams: SseStream[] = [];

beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 10_000, CHAT_MESSAGES_PER_MINUTE: 10_000, STRIPE_WEBHOOK_SECRET: TEST_STRIPE_SECRET } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  ({ advisor, offerId, presence } = await presentAdvisorWithOffer(app, base));
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  presence?.close();
  await app?.close();
});

const close = (visitor: Visitor) => visitor.request(CHAT_PATHS.close, { method: 'POST' });
const statusNow = async () => (await app.database.db.select({ status: advisors.status }).from(advisors).where(eq(advisors.id, advisor.id)))[0]!.status;
const publicStatus = async () => availabilityOf(z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json()).find((one) => one.id === advisor.id)!);
const endLines = async (conversationId: number) => app.database.db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.kind, 'end')));

/** The stream's events until `done` says so (or fails after 5 s). */
async function until(stream: SseStream, done: (event: SseEvent) => boolean): Promise<SseEvent[]> {
  const seen: SseEvent[] = [];
  for (;;) {
    const event = await stream.next();
    seen.push(event);
    if (done(event)) return seen;
  }
}

async function opened(stream: Promise<SseStream>): Promise<SseStream> {
  const one = await stream;
  streams.push(one);
  return one;
}

describe('the visitor ends the conversation', () => {
  it('answers 404 for a missing, malformed or unknown key, closing nothing', async () => {
    for (const headers of [{}, { 'x-voy-chat-key': 'pas-une-clé' }, { 'x-voy-chat-key': 'A'.repeat(43) }] as Record<string, string>[]) {
      const response = await fetch(base + CHAT_PATHS.close, { method: 'POST', headers });
      expect(response.status).toBe(404);
      expect(z.parse(ApiError, await response.json()).error).toBe(CONVERSATION_NOT_FOUND);
    }
  });

  it('closes it for the advisor at once: their stream hears the end and its line, they are Disponible again; a second close changes nothing', async () => {
    const { visitor, conversationId } = await acceptedChat(base, app.database.db, advisor);
    expect(await statusNow()).toBe('busy');
    const consoleStream = await opened(advisor.console.stream());

    const response = await close(visitor);
    expect(response.status).toBe(200);
    expect(z.parse(ChatConversation, await response.json()).status).toBe('closed');

    // The state and the line, both (one transaction: they come together).
    let closed = false;
    let ended = false;
    const events = await until(consoleStream, (event) => {
      closed ||= event.event === CHAT_EVENTS.conversation && z.parse(ConsoleConversation, JSON.parse(event.data)).status === 'closed';
      ended ||= event.event === CHAT_EVENTS.message;
      return closed && ended;
    });
    const line = events.find((event) => event.event === CHAT_EVENTS.message);
    expect(line && z.parse(z.object({ conversation_id: z.int(), message: ChatMessage }), JSON.parse(line.data))).toMatchObject({
      conversation_id: conversationId,
      message: { author: 'visitor', kind: 'end', text: VISITOR_ENDED_LINE },
    });
    // Busy is recomputed before the close answers: the public list says Disponible already.
    expect(await statusNow()).toBe('available');
    expect(await publicStatus()).toBe('available');
    // The console's list says it ended.
    const listed = z.parse(z.array(ConsoleConversation), await (await advisor.console.list()).json()).find((one) => one.id === conversationId);
    expect(listed).toMatchObject({ status: 'closed', last_message: { kind: 'end' } });

    // Again: the same answer, no second line, and the visitor may no longer write.
    const again = await close(visitor);
    expect(again.status).toBe(200);
    expect(z.parse(ChatConversation, await again.json()).status).toBe('closed');
    expect(await endLines(conversationId)).toHaveLength(1);
    expect((await visitor.send('encore une question')).status).toBe(409);
  });

  it('leaves a declined request as it is (no line, still declined), and ends a request still waiting', async () => {
    const declined = await Visitor.start(base, advisor.id, 'Inès');
    if (!(declined instanceof Visitor)) throw new Error('start refused');
    const list = z.parse(z.array(ConsoleConversation), await (await advisor.console.list()).json());
    const row = list.find((one) => one.status === 'waiting' && one.prenom === 'Inès')!;
    expect((await advisor.console.move(row.id, 'decline')).status).toBe(200);
    const response = await close(declined);
    expect(response.status).toBe(200);
    expect(z.parse(ChatConversation, await response.json()).status).toBe('declined');
    expect(await endLines(row.id)).toHaveLength(0);

    const waiting = await Visitor.start(base, advisor.id, 'Jules');
    if (!(waiting instanceof Visitor)) throw new Error('start refused');
    expect(z.parse(ChatConversation, await (await close(waiting)).json()).status).toBe('closed');
    // Nobody had accepted it: the advisor stays as they were.
    expect(await statusNow()).toBe('available');
  });
});

describe('an offer after the conversation ends', () => {
  it('expires the unpaid order at once when the visitor ends it; the visitor’s view says so; Stripe’s late payment is still recorded as paid', async () => {
    const { visitor, conversationId } = await acceptedChat(base, app.database.db, advisor);
    const { message, order } = await sendOfferIn(app.database.db, advisor, conversationId, offerId);
    const before = z.parse(ChatHistory, await (await visitor.history()).json()).conversation.orders;
    expect(before).toEqual([{ message_id: message.id, state: 'sent', expires_at: order.expiresAt.toISOString() }]);

    expect((await close(visitor)).status).toBe(200);
    expect((await app.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.state).toBe('expired');
    expect(z.parse(ChatHistory, await (await visitor.history()).json()).conversation.orders).toMatchObject([{ message_id: message.id, state: 'expired' }]);

    // Paid on Stripe's page a second before the close: the webhook records it, and the visitor's stream hears it.
    const visitorStream = await opened(visitor.stream());
    const { payload, signature } = signed(sessionEvent({ reference: order.reference, amount: 2500 }));
    expect((await postStripe(base, payload, signature)).status).toBe(200);
    expect((await app.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.state).toBe('paid');
    await until(visitorStream, (event) => event.event === CHAT_EVENTS.conversation && z.parse(ChatConversation, JSON.parse(event.data)).orders?.[0]?.state === 'paid');
  });

  it('expires it when the advisor closes the conversation, and the visitor’s stream carries the new state', async () => {
    const { visitor, conversationId } = await acceptedChat(base, app.database.db, advisor);
    const { message, order } = await sendOfferIn(app.database.db, advisor, conversationId, offerId);
    const visitorStream = await opened(visitor.stream());
    expect((await advisor.console.move(conversationId, 'close')).status).toBe(200);
    const events = await until(visitorStream, (event) => event.event === CHAT_EVENTS.conversation && z.parse(ChatConversation, JSON.parse(event.data)).status === 'closed');
    expect(z.parse(ChatConversation, JSON.parse(events.at(-1)!.data)).orders).toEqual([{ message_id: message.id, state: 'expired', expires_at: order.expiresAt.toISOString() }]);
    // No line of the visitor's: the advisor ended it.
    expect(await endLines(conversationId)).toHaveLength(0);
    expect(await statusNow()).toBe('available');
  });
});
