/**
 * Presence for tests: an advisor can be reached by chat only while a console
 * stream of theirs is open on some instance and their status is Disponible
 * (server/live/presence.ts). `beingPresent` opens that stream with the
 * advisor's console cookie, as the console does on every page, and waits
 * until the server at `base` says the advisor is present; closing the
 * returned stream ends it (after the grace period).
 */
import * as z from 'zod/mini';
import { AdvisorList } from '../../widgets/core/schemas/advisor';
import { CONSOLE_CHAT_PATHS } from '../../widgets/core/schemas/chat';
import { SseStream, type SseEvent } from './sse';

/** Whether the public list of the server at `base` says the advisor can be reached by chat. */
export async function presentOnSite(base: string, advisorId: number): Promise<boolean> {
  const list = z.parse(AdvisorList, await (await fetch(`${base}/api/users`, { cache: 'no-store' })).json());
  return list.find((advisor) => advisor.id === advisorId)?.present === true;
}

/** Polls until `presentOnSite` is `wanted`; throws after `timeoutMs`. */
export async function waitForPresence(base: string, advisorId: number, wanted: boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await presentOnSite(base, advisorId)) !== wanted) {
    if (Date.now() > deadline) throw new Error(`advisor ${advisorId} still ${wanted ? 'absent' : 'present'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Opens the advisor's console stream at `base` (their session's `cookie`)
 * and, when `waitAt` is given (a server's address, the same or another
 * instance), waits until it shows them present. The advisor must be
 * Disponible to be present: set their status first.
 */
export async function beingPresent(base: string, cookie: string, advisorId: number, waitAt: string | null = base): Promise<SseStream> {
  const stream = await SseStream.open(base + CONSOLE_CHAT_PATHS.events, { cookie });
  if (waitAt) {
    try {
      await waitForPresence(waitAt, advisorId, true);
    } catch (error) {
      stream.close();
      throw error;
    }
  }
  return stream;
}

/**
 * Whether a live stream's message is presence (widgets/core/schemas/live.ts:
 * an id-less snapshot of negated advisor ids), for tests of the statuses
 * alone to leave out (SseStream.open's `skip`).
 */
export function isPresenceMessage(event: SseEvent): boolean {
  return event.event === 'snapshot' && /^\[\{"id":-/.test(event.data);
}
