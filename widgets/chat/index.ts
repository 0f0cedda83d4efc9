export { Chat, defineChat } from './element';
export { mergeMessages, markOf } from '../../contract/domain/chat-messages';
