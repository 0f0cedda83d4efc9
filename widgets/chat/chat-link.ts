/** The e-mailed link's side of the chat, loaded by the site with the chat (widgets/chat-element.ts), never by voy-chat itself. */
import { requestJson } from '../core/api';
import { CHAT_PATHS } from '../../contract/schemas/chat';
import { ChatLinkRedeemed } from '../../contract/schemas/chat-link';
import { chatKeyStore } from './chat-api';

/** An e-mailed link's token traded (once) for its conversation's key, kept here as the chat keeps it; resolves to the conversation's advisor. */
export async function redeemChatLink(apiBase: string, token: string): Promise<ChatLinkRedeemed['advisor']> {
  const { key, advisor } = await requestJson(apiBase, CHAT_PATHS.redeem, { method: 'POST', body: { token } }, ChatLinkRedeemed);
  chatKeyStore.store(apiBase, advisor.id, key);
  return advisor;
}
