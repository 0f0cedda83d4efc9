/**
 * Whether an advisor can be reached by chat now: present (signed in to the
 * console on some server instance, and Disponible). The page's live stream
 * keeps it current (contract/schemas/live.ts: presence travels under the
 * negated advisor id, read with the status dot's own hook); until it has
 * said, the advisor's `present` as the API served it. Phone, WhatsApp and
 * Messenger follow the status alone (the dot).
 */
import { useLiveStatus } from './live-status';

export function useCanChat(advisor: { readonly id: number; readonly present?: boolean }): boolean {
  const live = useLiveStatus(-advisor.id);
  return live === undefined ? advisor.present === true : live === 'available';
}
