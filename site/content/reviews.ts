/** The nine reviews embedded in the pages (SPEC.md section 3): ratings 4.7 to 4.9. */
export interface Review {
  id: number;
  name: string;
  rating: number;
  text: string;
}

export const REVIEWS: Review[] = [
  { id: 1, name: 'Sophie L.', rating: 4.9, text: 'Hélène a tout de suite compris ma situation. Ses conseils m’ont aidée à y voir clair dans ma relation, et les événements lui ont donné raison.' },
  { id: 2, name: 'Marc D.', rating: 4.8, text: 'Consultation par WhatsApp simple et rapide. Le tirage était précis sur ma reconversion, j’ai enfin osé franchir le pas.' },
  { id: 3, name: 'Nadia K.', rating: 4.8, text: 'Une écoute bienveillante, sans jugement. Je recommande pour les questions de famille : j’ai renoué le dialogue avec ma sœur.' },
  { id: 4, name: 'Julien R.', rating: 4.7, text: 'J’étais sceptique, mais l’astrologue a décrit mon caractère avec une justesse étonnante. Une belle expérience.' },
  { id: 5, name: 'Claire M.', rating: 4.9, text: 'Réponse claire à ma question gratuite, puis une vraie consultation par téléphone. Le prix était annoncé à l’avance, aucune surprise.' },
  { id: 6, name: 'Thomas B.', rating: 4.7, text: 'Les prévisions sur mes finances m’ont poussé à être plus prudent. Bon conseil, au bon moment.' },
  { id: 7, name: 'Amina S.', rating: 4.8, text: 'Voyante douce et directe à la fois. Elle ne m’a pas dit ce que je voulais entendre, mais ce que j’avais besoin d’entendre.' },
  { id: 8, name: 'Patrick G.', rating: 4.9, text: 'Le tchat est disponible même tard le soir, ce qui m’a beaucoup rassuré dans une période difficile.' },
  { id: 9, name: 'Émilie V.', rating: 4.8, text: 'Très bonne expérience avec la numérologie : mon année personnelle expliquée simplement, avec des dates concrètes.' },
];
