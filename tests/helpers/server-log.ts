/**
 * For the tests that read a real server process's log and check what is not
 * in it (a password, what a visitor wrote: GDPR): the log once it has caught
 * up, and a visitor's writing made easy to spot.
 */
import type { ServerProcess } from './server-process';

export const VISITOR_CONTACT = {
  name: 'Zéphyrine Quincampoix',
  email: 'zephyrine.quincampoix@example.fr',
  phone: '+33 6 12 34 98 76',
  message: 'Mon secret très personnel numéro 4711',
};

export const VISITOR_QUESTION = { prenom: 'Anatolie', question: 'Mon voisin Barnabé Tricotin me cache-t-il quelque chose ?' };

/** What the log must not hold: the contact's values whole, and pieces of both that a log line could quote alone. */
export const VISITOR_SECRETS: readonly string[] = [...Object.values(VISITOR_CONTACT), 'Quincampoix', '4711', '98 76', 'Anatolie', 'Tricotin'];

/**
 * The server's output, once the lines of the last requests have come through its pipe,
 * with the numbers the logger writes itself (time, pid, ports, response times) masked:
 * a digit fragment of a secret ('4711') is otherwise found, now and then, inside a timestamp.
 */
export async function settledLog(server: ServerProcess, waitMs = 500): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return maskLoggerNumbers(server.output());
}

function maskLoggerNumbers(log: string): string {
  return log.replace(/("\w+":)-?\d+(?:\.\d+)?/g, '$1#').replace(/(127\.0\.0\.1|localhost):\d+/g, '$1:#');
}
