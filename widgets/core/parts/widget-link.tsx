import type { MouseEvent, ReactNode } from 'react';
import { storeId, type StoredId } from '../storage';
import { useWidget } from '../widget-context';
import { isPlainClick } from './plain-click';

/**
 * The address of a site page (path like '/consultant-profile/helene') for this
 * widget: the path alone on our own site, as the server writes it, so the
 * page the app hydrates keeps its links as they are; the site's full address
 * on a partner's page.
 */
export function useSiteHref(path: string): string {
  const { siteBase, home } = useWidget();
  const absolutePath = path.startsWith('/') ? path : `/${path}`;
  return home ? absolutePath : siteBase + absolutePath;
}

/**
 * A link to a page of the site. A plain click emits `voy-advisor-select`
 * (with an advisor) and the cancelable `voy-navigate`: the host site cancels
 * it and routes without a reload; on a partner page nobody does and the link
 * is followed, in a new tab: the reader keeps the partner's page. Modified
 * clicks (new tab, …) are left to the browser.
 */
export function WidgetLink({
  path,
  advisorId,
  className,
  part,
  children,
  ariaLabel,
  alsoRemember,
  sameTab = false,
  openHere,
}: {
  path: string;
  advisorId?: number;
  /** A second key under which the advisor id is stored (the all-advisors page keeps lastVoyantId). */
  alsoRemember?: StoredId;
  className?: string;
  part?: string;
  children: ReactNode;
  ariaLabel?: string;
  /** On a partner's page too, the link opens in this tab (the chat: the visitor goes to it). */
  sameTab?: boolean;
  /** On a plain click nobody cancelled: true when it took the visitor there itself (the link is then not followed). */
  openHere?: () => boolean;
}) {
  const { emit, home } = useWidget();
  const href = useSiteHref(path);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (advisorId !== undefined) {
      storeId('selectedVoyantId', advisorId);
      if (alsoRemember) storeId(alsoRemember, advisorId);
      emit('voy-advisor-select', { id: advisorId });
    }
    const proceed = emit('voy-navigate', { href }, { cancelable: true });
    if (!proceed || openHere?.()) event.preventDefault();
  };
  return (
    <a href={href} className={className} part={part} onClick={onClick} aria-label={ariaLabel} {...(home || sameTab ? {} : { target: '_blank', rel: 'noopener' })}>
      {children}
    </a>
  );
}
