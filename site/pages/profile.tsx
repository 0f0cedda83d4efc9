import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { cachedAdvisorBySlug, defineAdvisorProfile, ofName, type VoyDomEventMap } from '../../widgets';
import { usePageMeta } from '../page-meta';
import { advisorPerson } from '../structured-data';
import section from '../components/section.module.css';
import { ProfileChat, useChatRequested } from './profile-chat';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. The chat's, when it opens (./profile-chat.tsx). */
export function defineElements(): void {
  defineAdvisorProfile();
}

type ShownAdvisor = VoyDomEventMap['voy-advisor-show']['detail']['advisor'];

/** The tab's title: the advisor's first name as the advisor writes it, once the widget says who it shows. */
export function profileTitle(shown: ShownAdvisor | undefined): string {
  if (shown === undefined) return 'Profil de voyant';
  return shown ? `Profil ${ofName(shown.first_name)}` : 'Voyant non trouvé';
}

/**
 * /consultant-profile and /consultant-profile/{slug}: the widget resolves the
 * advisor (slug, navigation state, stored ids) and tells the page through
 * voy-advisor-show; the page never asks the API itself (one source).
 */
export function ProfilePage() {
  const { slug } = useParams<{ slug?: string }>();
  const widget = useRef<HTMLElement>(null);
  // A server-rendered profile: its advisor is in the page's data, and named in the HTML's title.
  const [shown, setShown] = useState<ShownAdvisor | undefined>(() => (slug ? cachedAdvisorBySlug(slug) : undefined));
  const chat = useChatRequested();
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onShow = (event: VoyDomEventMap['voy-advisor-show']) => setShown(event.detail.advisor);
    element.addEventListener('voy-advisor-show', onShow);
    return () => element.removeEventListener('voy-advisor-show', onShow);
  }, [slug]);
  const structuredData = useMemo(() => (shown ? [advisorPerson(shown)] : undefined), [shown]);
  // An advisor without a photo keeps the site's image.
  const preview = useMemo(() => (shown?.photo ? { subject: { kind: 'advisor', slug: shown.slug } as const, alt: `Photo ${ofName(shown.first_name)}` } : undefined), [shown]);
  usePageMeta({
    title: profileTitle(shown),
    description: 'Découvrez le parcours, les supports divinatoires, les tarifs et les disponibilités de votre voyant, et consultez-le par tchat, WhatsApp, Messenger ou téléphone.',
    path: slug ? `/consultant-profile/${slug}` : '/consultant-profile',
    structuredData,
    preview,
  });
  return (
    <section className={section.section}>
      <div className={section.inner}>
        <h1 className="visually-hidden">{shown ? profileTitle(shown) : 'Profil de voyant'}</h1>
        {chat && slug && <ProfileChat slug={slug} path={`/consultant-profile/${slug}`} />}
        <voy-advisor-profile ref={widget} theme="dark" key={slug ?? ''} slug={slug} />
      </div>
    </section>
  );
}
