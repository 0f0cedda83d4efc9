/** The chat's refusals as HTTP errors, with the French message each shows. */
import type { ConversationStatus } from '../../contract/schemas/chat';
import { CONVERSATION_CLOSED_MESSAGE, CONVERSATION_NOT_FOUND, CONVERSATION_NOT_FOUND_MESSAGE } from '../../contract/schemas/chat';
import { HttpError } from '../http-error';

const NOT_ACCEPTED_MESSAGE = 'Acceptez d’abord la conversation.';
const TOO_FAST_MESSAGE = 'Trop de messages d’affilée\u202f: patientez un instant avant d’écrire de nouveau.';

export const conversationNotFound = () => new HttpError(404, CONVERSATION_NOT_FOUND, CONVERSATION_NOT_FOUND_MESSAGE);

/** A message to a conversation that is not open to its author: still waiting for the advisor's accept, or over. */
export const conversationNotOpen = (state: ConversationStatus) =>
  new HttpError(409, 'conversation_closed', state === 'waiting' ? NOT_ACCEPTED_MESSAGE : CONVERSATION_CLOSED_MESSAGE);

/** One side of one conversation wrote more than CHAT_LIMITS.perConversation allows. */
export const tooFast = () => new HttpError(429, 'too_many_requests', TOO_FAST_MESSAGE);
