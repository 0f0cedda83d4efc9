/** What every console route plugin is given. */
import type { Catalogue } from '../catalogue/catalogue';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/open';

export interface ConsoleContext {
  database: Database;
  catalogue: Catalogue;
  clock: Clock;
  config: Config;
}
