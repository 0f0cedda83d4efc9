export { Chat, defineChat } from './element';
export { reconnectDelay } from './chat-stream';
export { mergeMessages, markOf } from '../../contract/domain/chat-messages';
