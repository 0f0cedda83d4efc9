/**
 * Before an order, what the console says of a conversation's visitor (issue
 * 39 point 6): a confirmed self-exclusion that forbids any offer, and a paid
 * total over 30 days that reaches the agency's threshold (a warning, not a
 * block). Read when the conversation opens and again when the offers' menu
 * opens or a send is refused; shown to the advisor and to an admin reading
 * the conversation, and in the offers' menu (chat-composer.tsx).
 */
import { orderBlockText, spendingText, type OrderGuard } from '../../contract/schemas/order-guard';
import { getOrderGuard } from '../api/order-guard';
import page from '../components/page.module.css';
import { useQuery } from '../hooks/use-query';

export type GuardLoad = ReturnType<typeof useOrderGuard>;

export const useOrderGuard = (conversationId: number) => useQuery(['order-guard', conversationId], (signal) => getOrderGuard(conversationId, signal));

/** The block's and the flag's sentences, or none. */
export function guardTexts(guard: OrderGuard | undefined): { block: string | null; spending: string | null } {
  return {
    block: guard?.block ? orderBlockText(guard.block.until) : null,
    spending: guard?.spending ? spendingText(guard.spending.total_cents, guard.spending.threshold_cents) : null,
  };
}

export function OrderGuardNotice({ guard }: { guard: OrderGuard | undefined }) {
  const { block, spending } = guardTexts(guard);
  if (!block && !spending) return null;
  return (
    <div className={page.notice} data-order-guard="">
      {block && <p>{block}</p>}
      {spending && <p>{spending}</p>}
    </div>
  );
}
