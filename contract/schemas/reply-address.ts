/** The address a visitor leaves to be written back to: trimmed, lowercased, valid, not a throwaway inbox. */
import * as z from 'zod/mini';
import { isDisposableAddress, REPLY_ADDRESS_MESSAGES } from '../domain/reply-address';

export const replyAddress = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.email(REPLY_ADDRESS_MESSAGES.invalid),
  z.maxLength(254, REPLY_ADDRESS_MESSAGES.invalid),
  z.refine((address) => !isDisposableAddress(address), REPLY_ADDRESS_MESSAGES.disposable),
);
