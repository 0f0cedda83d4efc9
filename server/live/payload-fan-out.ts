/** The chat's and presence's notifications, passed on as heard to every listener of their channel. */
import type { FastifyBaseLogger } from 'fastify';
import { safeErrorFields } from '../log-safe-error';
import { CHANNELS } from './channels';

/** The channels whose payloads are passed on as they come, to the listeners of each. */
export type PassedOn = typeof CHANNELS.chat | typeof CHANNELS.presence;

export const PASSED_ON: readonly PassedOn[] = [CHANNELS.chat, CHANNELS.presence];

type PayloadListener = (payload: string | null) => void;

export class PayloadFanOut {
  readonly #listeners = new Map<PassedOn, Set<PayloadListener>>(PASSED_ON.map((channel) => [channel, new Set()]));

  constructor(private readonly log: FastifyBaseLogger) {}

  add(channel: PassedOn, listener: PayloadListener): () => void {
    const listeners = this.#listeners.get(channel)!;
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Hands a payload to every listener of its channel; null: what was notified meanwhile is unknown. */
  tell(channel: PassedOn, payload: string | null): void {
    for (const listener of this.#listeners.get(channel)!) {
      try {
        listener(payload);
      } catch (error) {
        this.log.error({ error: safeErrorFields(error) }, 'live events: a chat or presence listener failed');
      }
    }
  }

  clear(): void {
    for (const listeners of this.#listeners.values()) listeners.clear();
  }
}
