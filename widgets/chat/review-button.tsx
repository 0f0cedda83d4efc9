import { useState } from 'react';
import { ApiCallError } from '../core/api';
import { ErrorMessage } from '../core/parts/feedback';
import parts from '../core/parts/parts.module.css';
import { conversationApi } from './chat-api';
import { CHAT_TEXTS as T } from './texts';

/**
 * « Donner mon avis », under a paid consultation's invitation: asks the
 * server for the review form's address (the key proves the conversation) and
 * opens it in a new tab, opened at the tap (a tab opened after an answer
 * would be blocked).
 */
export function ReviewButton({ apiBase, chatKey }: { apiBase: string; chatKey: string }) {
  const [error, setError] = useState<string | null>(null);
  const review = async () => {
    const tab = open('', '_blank');
    try {
      const { url } = await conversationApi(apiBase, chatKey).reviewLink();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else location.assign(url);
    } catch (failure) {
      tab?.close();
      setError((failure instanceof ApiCallError && failure.serverMessage) || T.reviewError);
    }
  };
  return (
    <>
      <button type="button" className={`${parts.button} ${parts.primary}`} part="button review" onClick={review}>
        {T.review}
      </button>
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </>
  );
}
