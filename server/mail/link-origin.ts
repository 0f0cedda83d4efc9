/**
 * Where the links in e-mails lead: PUBLIC_ORIGIN, else this server as a
 * newcomer's machine reaches it (http://localhost:PORT). Never the Host a
 * request came with: a forged one would put another site's address in an
 * e-mail we send (and links in e-mails sent later, by a sweep, have no
 * request at all).
 */
import type { Config } from '../config';

export function mailLinkOrigin(config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>): string {
  return config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : `http://localhost:${config.PORT}`;
}
