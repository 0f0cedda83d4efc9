/** What every console route plugin is given. */
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/open';
import type { ChatHub } from '../chat/chat-hub';
import type { LiveBus } from '../live/event-bus';
import type { Presence } from '../live/presence';

export interface ConsoleContext {
  database: Database;
  /** Reloads the catalogue after a write (one reload per change, shared with its notification). */
  live: LiveBus;
  clock: Clock;
  config: Config;
  /** This instance's open chat streams (the console's Tchat page follows its conversations live). */
  hub: ChatHub;
  /** Who is at their console (a sign-out ends it at once). */
  presence: Presence;
}
