/**
 * The way back to an open chat on every page (issue 42 point 2): nothing but
 * a look into local storage on a page whose visitor holds no conversation
 * key (no request, no more code); with one, the banner's code
 * (widgets/chat/return-banner.tsx, with the chat's code it opens) and one request for the conversation's
 * state. Under the sticky header, in the page's flow; gone while the chat is
 * open, put away for the page view by « Masquer », checked again when the
 * chat closes (the conversation may have ended meanwhile).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { storedChatAdvisors } from '../../widgets/site-kit';
import type * as ChatElement from '../../widgets/chat-element';

type Banner = typeof ChatElement;
type Found = { banner: Banner; conversation: NonNullable<Awaited<ReturnType<Banner['openConversation']>>> };

export function WayBack() {
  const [path, navigate] = useLocation();
  const chatOpen = useLocationProperty(
    () => location.hash === '#tchat',
    () => false,
  );
  const [found, setFound] = useState<Found | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (chatOpen) return;
    const base = location.origin;
    if (!storedChatAdvisors(base).length) return setFound(null);
    let current = true;
    import('../../widgets/chat-element')
      .then(async (banner) => {
        const conversation = await banner.openConversation(base);
        if (current) setFound(conversation && { banner, conversation });
      })
      // No banner is no harm: the chat still opens from the profile.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [chatOpen]);
  if (!found || chatOpen || dismissed === path) return null;
  const { ReturnBanner } = found.banner;
  return <ReturnBanner conversation={found.conversation} onOpen={() => navigate(`/consultant-profile/${found.conversation.advisor.slug}#tchat`)} onDismiss={() => setDismissed(path)} />;
}
