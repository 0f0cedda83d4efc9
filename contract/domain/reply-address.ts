/**
 * An address a visitor leaves to be written back to (a message left for an
 * absent advisor, « Prévenez-moi »): one rule for the forms and the server.
 *
 * Throwaway inboxes are refused: a reply or an alert sent there is lost to the
 * visitor, and they are the usual way to flood a form with subscriptions.
 * The list holds the common services (French ones first); a domain is matched
 * with its subdomains.
 */
const DISPOSABLE_DOMAINS = new Set([
  'yopmail.com',
  'yopmail.fr',
  'yopmail.net',
  'jetable.org',
  'jetable.fr.nf',
  'mail-temporaire.fr',
  'trashmail.fr',
  'trashmail.com',
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.info',
  'sharklasers.com',
  '10minutemail.com',
  '10minutemail.net',
  'temp-mail.org',
  'tempmail.com',
  'tempmail.net',
  'throwawaymail.com',
  'maildrop.cc',
  'getnada.com',
  'dispostable.com',
  'mailnesia.com',
  'mytemp.email',
  'moakt.com',
  'spamgourmet.com',
  'emailondeck.com',
  'fakeinbox.com',
  'mohmal.com',
]);

/** Whether the address's domain (or a domain it is under) is a known throwaway inbox. */
export function isDisposableAddress(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  for (let start = 0; start < labels.length - 1; start++) if (DISPOSABLE_DOMAINS.has(labels.slice(start).join('.'))) return true;
  return false;
}

export const REPLY_ADDRESS_MESSAGES = {
  invalid: 'E-mail invalide',
  disposable: 'Les adresses e-mail jetables ne sont pas acceptées\u202f: donnez une adresse que vous consultez.',
} as const;
