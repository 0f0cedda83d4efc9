/**
 * Which advisor a voy-chat is for, from its attributes as a page sets them:
 * `advisor-id` wins, then `advisor` as an id (all digits) or else a slug.
 * The element and the way back (./return-banner.tsx) read them alike.
 */
import { asAdvisorId } from '../../contract/domain/advisor-id';

export type ChatTarget = { id: number } | { slug: string } | null;

export function chatTargetOf(advisorId: string | null | undefined, advisor: string | null | undefined): ChatTarget {
  const id = asAdvisorId(advisorId) ?? asAdvisorId(advisor);
  if (id) return { id };
  const slug = advisor?.trim();
  return slug ? { slug } : null;
}
