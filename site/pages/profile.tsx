import { useParams } from 'wouter';
import { usePageMeta } from '../page-meta';

/** /consultant-profile and /consultant-profile/{slug}: the widget resolves the advisor (slug, navigation state, stored ids). */
export function ProfilePage() {
  const { slug } = useParams<{ slug?: string }>();
  usePageMeta({
    title: slug ? `Profil de voyant : ${decodeURIComponent(slug)}` : 'Profil de voyant',
    description: 'Découvrez le parcours, les supports divinatoires et les disponibilités de votre voyant, et consultez-le par WhatsApp, Messenger ou téléphone.',
    path: slug ? `/consultant-profile/${slug}` : '/consultant-profile',
  });
  return (
    <section className="section">
      <div className="section__inner">
        <h1 className="visually-hidden">Profil de voyant</h1>
        <voy-advisor-profile theme="dark" key={slug ?? ''} slug={slug ? decodeURIComponent(slug) : undefined} />
      </div>
    </section>
  );
}
