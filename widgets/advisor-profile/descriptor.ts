/** `<voy-advisor-profile>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = {
  tag: 'voy-advisor-profile',
  // advisor-id is read as text and checked by resolveProfileTarget (digits only).
  attributes: { slug: 'string', 'advisor-id': 'string' },
} as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Le profil d’un voyant.',
    description: [
      'One advisor’s profile: breadcrumb, hero, video or photo, badge, status, rating, expertise, description, contact bar (with « Tchatter avec … » while the advisor is available: a link to the site’s profile page at `#tchat`, where the chat opens), « Tarifs » when the advisor has paid offers, its 5 latest published reviews of paid consultations (« Avis vérifiés », each « Avis vérifié : consultation payée le … », with the advisor’s answer; nothing when there is none), « Supports divinatoires » chips and « Disponibilités ». Two columns from 768 px of the widget’s own width.',
      'Which advisor, first match wins: `advisor-id`; `slug` when it is all digits (used as the id); `slug` otherwise (looked up through /api/users/by-slug/…); the host site’s navigation state `{ voyantId }` (`history.state.usr.voyantId` as React Router stores it, or `history.state.voyantId`); the stored `selectedVoyantId`, then `lastVoyantId`. With none of these it asks to go back to the list of advisors.',
      'Local storage: `lastVoyantId` is removed when the profile is left, i.e. when the element is removed from the page (or the React component unmounts).',
    ].join('\n\n'),
    attributes: {
      slug: { description: 'Le paramètre de la route du profil : un slug (`helene`) ou un identifiant numérique.' },
      'advisor-id': { description: 'L’identifiant numérique du voyant ; l’emporte sur `slug`.' },
    },
    events: {
      'voy-navigate': 'Un lien du fil d’Ariane ou de retour a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.',
      'voy-advisor-show': 'Le profil montre ce voyant, ou (`null`) n’en a trouvé aucun : la page hôte peut s’en titrer. Détail : `{ advisor }`.',
    },
    radius: 'Corner radius of panels.',
    parts: {
      base: 'The widget’s root.',
      hero: 'The banner with the name and summary.',
      media: 'The frame around the video or photo.',
      video: 'The presentation video.',
      photo: 'The portrait (when there is no video).',
      details: 'Badge, status, rating, expertise, description and contact bar.',
      badge: 'The advisor type badge.',
      contact: 'The « Consultez … » contact bar.',
      reviews: 'The « Avis vérifiés » section.',
      review: 'Each published review.',
      'review-answer': 'The advisor’s answer under a review.',
      'review-check': 'The link « Comment nous vérifions les avis », beside the rating and under the reviews.',
      chip: 'Each « Supports divinatoires » chip.',
      button: 'Every button and button-like link.',
    },
  } as const satisfies ElementDocs<typeof element>;
}
