/** The privacy policy's retention for e-mails: MAIL_RETENTION_DAYS after it was written, an e-mail no longer to send is erased. */
import { DAY_MS, type Clock } from '../clock';
import type { AppDb } from '../db/open';
import { eraseMailWrittenBefore, MAIL_RETENTION_DAYS } from './outbox';

export function eraseExpiredMail(db: AppDb, clock: Clock): Promise<number> {
  return eraseMailWrittenBefore(db, new Date(clock().getTime() - MAIL_RETENTION_DAYS * DAY_MS));
}
