/** One fact of a list item's facts (`<dl>`): its label with a colon, its value; and a date as a `<time>` (the outbox, the orders). */
import type { ReactNode } from 'react';
import { formatDateTime } from '../format';
import { colon } from '../texts';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{colon(label)}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;
