/**
 * The FAQ page's four questions (SPEC.md section 2). An empty answer shows
 * nothing: the question still toggles, but no panel is rendered. The spec left
 * the payment answer empty; it now says what the terms and the other answers say.
 */
export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of the answer; none for an empty answer. */
  answer: string[];
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'fiabilite',
    question: 'La voyance est-elle fiable ?',
    answer: [
      'La voyance n’est pas une science exacte : elle repose sur la sensibilité, l’intuition et l’expérience de chaque voyant, ainsi que sur des supports éprouvés comme le tarot, l’astrologie ou la numérologie. Un bon voyant ne prédit pas un avenir figé ; il éclaire les tendances d’une situation et vous aide à prendre du recul.',
      'Nos voyants sont sélectionnés avec soin pour leur sérieux et leur honnêteté. Ils vous diront ce qu’ils perçoivent, sans chercher à vous dire seulement ce que vous souhaitez entendre. Gardez à l’esprit que nos consultations relèvent du divertissement : vous restez seul maître de vos décisions.',
    ],
  },
  {
    id: 'trouver-son-voyant',
    question: 'Comment trouver la bonne personne pour ma consultation ?',
    answer: [
      'Commencez par le thème de votre question : amour, carrière, argent ou famille. Nos pages par spécialité vous présentent les voyants les plus à l’aise avec chacun de ces sujets, et nos pages par thématique vous permettent de choisir un art divinatoire : tarologie, astrologie, numérologie ou médiumnité.',
      'Prenez ensuite le temps de lire les fiches : présentation, supports utilisés, avis des consultants et disponibilités. Le courant doit passer : fiez-vous à votre ressenti. En cas d’hésitation, posez d’abord votre question gratuite ou contactez notre service client, qui vous orientera.',
    ],
  },
  {
    id: 'paiement',
    question: 'Dois-je payer pour parler à un expert ?',
    answer: [
      'Pas pour faire connaissance : nos horoscopes et votre question gratuite ne vous coûtent rien et ne vous engagent à aucun achat. Notre service client répond lui aussi gratuitement à vos questions sur nos services, par e-mail, par téléphone ou par le formulaire de contact.',
      'Une consultation personnelle avec le voyant de votre choix, par téléphone ou par tchat, est en revanche payante. Son prix, fixe et annoncé en euros TTC avant qu’elle ne commence, se règle à l’avance par un lien de paiement sécurisé : la consultation ne débute qu’une fois le paiement confirmé.',
    ],
  },
  {
    id: 'tarification',
    question: 'Les consultations payantes sont-elles facturées à la minute ? Y a-t-il des frais cachés ?',
    answer: [
      'Non. Nos consultations ne sont jamais facturées à la minute et ne comportent aucun frais caché. Le prix de chaque consultation est annoncé clairement, en euros toutes taxes comprises, avant qu’elle ne commence.',
      'Vous réglez ce montant fixe à l’avance, par l’intermédiaire d’une plateforme de paiement sécurisée, grâce au lien de paiement qui vous est envoyé. Vous savez ainsi exactement ce que vous payez : aucune mauvaise surprise à la fin de l’échange.',
    ],
  },
];
