/**
 * The 22 major arcana of the Tarot de Marseille, each with what it says for every question
 * category, and a tone used to colour the synthesis of a draw.
 */
import { slugify } from '../../widgets/core/slug';
import type { QuestionCategory, TarotCard } from '../../widgets/core/schemas';

/** 1: favourable, 0: nuanced, -1: demanding. */
export type Tone = -1 | 0 | 1;

export interface Arcanum {
  number: number;
  name: string;
  slug: string;
  tone: Tone;
  meanings: Readonly<Record<QuestionCategory, string>>;
}

type Meanings = Record<QuestionCategory, string>;

const DECK: readonly (readonly [name: string, tone: Tone, meanings: Meanings])[] = [
  ['Le Mat', 0, {
    Amour: "Le Mat annonce un vent de liberté et d'imprévu : une rencontre ou un élan inattendu peut bousculer vos habitudes. Gardez les pieds sur terre avant de tout quitter pour un coup de cœur.",
    Argent: 'Le Mat invite à la prudence : les dépenses impulsives vous guettent. Un nouveau départ est possible, à condition de tenir vos comptes de près.',
    Carrière: "Le Mat souffle un désir de changement sur votre vie professionnelle : envie d'ailleurs, de liberté, de nouveau départ. Avancez, mais avec un plan plutôt qu'à l'aveugle.",
    Famille: 'Le Mat signale un proche en quête de liberté, ou votre propre besoin de prendre du recul. Laissez chacun suivre sa route sans rompre le lien.',
    autre: "Le Mat ouvre une route nouvelle et pleine d'imprévus : voyage, déménagement ou simple envie de changer d'air. Suivez votre élan sans oublier toute prudence.",
  }],
  ['Le Bateleur', 1, {
    Amour: 'Le Bateleur annonce un commencement : une rencontre, un nouveau chapitre ou un premier pas que vous osez enfin faire. Vous avez les cartes en main pour séduire et convaincre.',
    Argent: 'Le Bateleur favorise les initiatives : une idée, un petit projet ou une nouvelle source de revenus peut démarrer. Commencez modestement, les bases sont bonnes.',
    Carrière: "Le Bateleur est la carte des débuts professionnels : nouveau poste, création d'activité, premier entretien. Vos talents sont là ; montrez-les avec assurance.",
    Famille: "Le Bateleur apporte un souffle neuf dans la famille : une discussion qui s'ouvre, un projet commun, parfois une naissance. C'est à vous de faire le premier geste.",
    autre: "Le Bateleur vous place au départ d'un nouveau cycle : tout devient possible si vous prenez l'initiative. Faites confiance à votre débrouillardise.",
  }],
  ['La Papesse', 0, {
    Amour: "La Papesse parle de sentiments gardés secrets et de patience. Quelque chose mûrit en silence : écoutez votre intuition plutôt que les rumeurs.",
    Argent: "La Papesse conseille la discrétion et l'épargne : ce n'est pas le moment des grands coups, mais celui de l'étude et de la réflexion avant de signer.",
    Carrière: "La Papesse favorise l'apprentissage, les études et le travail de l'ombre. Vos connaissances seront reconnues, mais il faudra un peu de patience.",
    Famille: "La Papesse évoque un secret de famille ou une figure maternelle protectrice. Un dialogue calme et discret apaisera plus qu'une confrontation.",
    autre: "La Papesse invite au recueillement et à l'écoute de votre voix intérieure. Les réponses viendront par l'intuition, les rêves ou la lecture.",
  }],
  ["L'Impératrice", 1, {
    Amour: "L'Impératrice rayonne de charme : vous attirez les regards et les déclarations. Une relation peut s'épanouir et gagner en confiance.",
    Argent: "L'Impératrice annonce une période féconde : vos idées peuvent devenir rentables et vos démarches aboutir. La communication est votre meilleur atout.",
    Carrière: "L'Impératrice favorise l'expression, la créativité et les contacts. Un projet prend forme et vos propositions sont bien accueillies.",
    Famille: "L'Impératrice parle de fécondité et d'harmonie au foyer : naissance, retrouvailles ou bonne entente. La famille s'agrandit ou se resserre.",
    autre: "L'Impératrice apporte créativité et élan vital : c'est le moment de vous exprimer et de lancer ce qui vous tient à cœur.",
  }],
  ["L'Empereur", 1, {
    Amour: "L'Empereur apporte stabilité et engagement : une relation sérieuse et protectrice, qui se construit dans la durée. Il vous demande aussi de ne pas chercher à tout contrôler.",
    Argent: "L'Empereur annonce des finances solides, gérées avec rigueur. Un achat important ou un placement sûr peut se concrétiser.",
    Carrière: "L'Empereur promet une position affermie : responsabilités, autorité, reconnaissance de votre sérieux. Un supérieur peut vous soutenir.",
    Famille: "L'Empereur évoque la figure du père ou le pilier de la famille. L'ordre revient et chacun retrouve sa place sous une protection solide.",
    autre: "L'Empereur vous invite à structurer vos projets et à poser des bases concrètes. Ce que vous bâtissez maintenant tiendra longtemps.",
  }],
  ['Le Pape', 1, {
    Amour: 'Le Pape bénit les unions sincères : engagement, mariage, parole donnée. Une relation fondée sur le respect et la confiance est favorisée.',
    Argent: "Le Pape conseille de vous faire accompagner : un bon conseiller, votre banquier ou un proche avisé vous aidera à prendre la bonne décision.",
    Carrière: 'Le Pape favorise la transmission : un mentor, une formation, un diplôme. Votre sérieux inspire confiance à votre entourage professionnel.',
    Famille: "Le Pape rappelle la valeur des traditions et du dialogue entre générations. Le conseil d'un aîné ou une médiation vous aidera à renouer.",
    autre: 'Le Pape vous guide vers la sagesse et la spiritualité : écoutez les bons conseils et restez fidèle à vos valeurs.',
  }],
  ["L'Amoureux", 0, {
    Amour: "L'Amoureux place un choix au cœur de votre vie sentimentale : entre deux personnes, deux chemins, ou entre la tête et le cœur. Choisissez ce qui vous rend vraiment libre.",
    Argent: "L'Amoureux annonce une décision financière à prendre, parfois entre deux options séduisantes. Ne tranchez pas sous le coup de l'émotion.",
    Carrière: "L'Amoureux vous met face à un choix professionnel : deux offres, deux voies. Les relations avec vos collègues pèseront dans la balance.",
    Famille: "L'Amoureux parle des liens affectifs de la famille et des choix qui les mettent à l'épreuve. Vous devrez peut-être concilier deux camps.",
    autre: "L'Amoureux vous place à un carrefour : la décision qui vient se prend avec le cœur autant qu'avec la raison.",
  }],
  ['Le Chariot', 1, {
    Amour: "Le Chariot fait avancer les choses : la relation progresse, un projet à deux se met en route. Prenez les rênes plutôt que d'attendre.",
    Argent: 'Le Chariot annonce une progression financière portée par votre énergie : vos efforts paient et la situation avance dans le bon sens.',
    Carrière: 'Le Chariot est une carte de réussite et de conquête : promotion, mutation, victoire sur la concurrence. Foncez avec détermination.',
    Famille: 'Le Chariot apporte du mouvement dans la famille : un déplacement, une visite, une situation qui se débloque grâce à votre volonté.',
    autre: 'Le Chariot promet mouvement et victoire : voyage, déménagement ou projet mené tambour battant. Vous tenez la direction.',
  }],
  ['La Justice', 0, {
    Amour: "La Justice demande de l'équilibre dans le couple : chacun doit donner autant qu'il reçoit. Une situation ambiguë va se clarifier.",
    Argent: 'La Justice parle de contrats, de papiers et de comptes justes. Un dossier financier se règle si tout est en ordre : vérifiez chaque document.',
    Carrière: 'La Justice récompense le travail honnête : évaluation, contrat, décision administrative. Vous obtiendrez ce qui vous revient.',
    Famille: "La Justice annonce un partage équitable ou une décision officielle : succession, garde, accord. La vérité finit par rétablir l'équilibre.",
    autre: 'La Justice vous invite à peser le pour et le contre avant de trancher. Une démarche administrative ou une affaire en cours se règle avec rigueur.',
  }],
  ["L'Ermite", 0, {
    Amour: "L'Ermite demande du temps : un recul, une période de solitude ou un amour qui se construit lentement. Votre patience sera récompensée.",
    Argent: "L'Ermite conseille la prudence et la sobriété : réduisez les dépenses et prenez le temps d'étudier avant d'investir.",
    Carrière: "L'Ermite annonce une progression lente mais sûre. Approfondissez vos compétences : votre expérience sera bientôt recherchée.",
    Famille: "L'Ermite parle d'un proche qui s'isole ou d'une distance qui s'est installée. Un geste patient et discret peut rouvrir la porte.",
    autre: "L'Ermite vous invite à l'introspection : prenez du temps pour vous, la sagesse naîtra du calme plutôt que de l'agitation.",
  }],
  ['La Roue de Fortune', 1, {
    Amour: 'La Roue de Fortune fait tourner votre vie sentimentale : un retour, une rencontre ou un rebondissement inattendu. Saisissez la chance quand elle passe.',
    Argent: "La Roue de Fortune annonce un nouveau cycle financier : une rentrée d'argent ou une occasion à saisir vite. Restez prudent, la roue tourne dans les deux sens.",
    Carrière: 'La Roue de Fortune relance votre vie professionnelle : une occasion se présente, un poste se libère. Soyez prêt à bouger vite.',
    Famille: 'La Roue de Fortune remet la famille en mouvement : des nouvelles, des retrouvailles, un cycle qui se termine pour laisser place à un autre.',
    autre: 'La Roue de Fortune annonce un tournant : ce qui était bloqué se remet à tourner. La chance est de votre côté si vous restez en mouvement.',
  }],
  ['La Force', 1, {
    Amour: "La Force parle d'un amour vécu avec courage et douceur : vous saurez apaiser les tensions sans vous effacer. Votre charme naturel fera le reste.",
    Argent: 'La Force vous donne la maîtrise de vos finances : avec de la volonté, vous viendrez à bout des difficultés et reprendrez le contrôle.',
    Carrière: "La Force soutient vos ambitions : vous avez l'énergie pour convaincre et vous imposer. Un défi professionnel sera relevé.",
    Famille: "La Force vous demande d'être le pilier calme de la famille. Votre patience et votre fermeté bienveillante apaiseront les conflits.",
    autre: 'La Force vous rappelle vos ressources intérieures : confiance, courage, énergie. Vous êtes plus solide que vous ne le pensez.',
  }],
  ['Le Pendu', -1, {
    Amour: 'Le Pendu signale une relation en suspens : attente, blocage ou sacrifice. Changez de regard sur la situation plutôt que de forcer les choses.',
    Argent: "Le Pendu annonce une période d'attente : un paiement retardé, un projet bloqué. Évitez les risques tant que rien ne bouge.",
    Carrière: "Le Pendu parle de stagnation professionnelle ou de l'attente d'une réponse. Profitez de ce temps pour revoir votre stratégie.",
    Famille: "Le Pendu évoque une situation familiale figée où chacun campe sur ses positions. Lâcher prise sur un détail débloquera l'essentiel.",
    autre: "Le Pendu vous demande de patienter et de regarder votre situation sous un autre angle. Ce temps d'arrêt prépare un renouveau.",
  }],
  ["L'Arcane sans nom", -1, {
    Amour: "L'Arcane sans nom annonce la fin d'un cycle sentimental pour qu'un autre commence : une page se tourne, une relation se transforme en profondeur.",
    Argent: "L'Arcane sans nom demande de faire le ménage dans vos finances : couper une dépense, solder un crédit, repartir sur des bases saines.",
    Carrière: "L'Arcane sans nom signale un changement radical au travail : fin d'un contrat, d'une mission ou d'une façon de faire. Ce qui s'arrête laisse la place au neuf.",
    Famille: "L'Arcane sans nom parle de transformation dans la famille : des rôles changent, et de vieilles rancunes peuvent enfin être enterrées.",
    autre: "L'Arcane sans nom est la carte de la transformation : quelque chose s'achève pour laisser place à une renaissance. N'ayez pas peur du changement.",
  }],
  ['Tempérance', 1, {
    Amour: "Tempérance apporte douceur et réconciliation : les échanges s'apaisent et la relation retrouve son harmonie. Prenez le temps de vous parler.",
    Argent: "Tempérance annonce un équilibre financier retrouvé grâce à une gestion patiente. Les choses s'arrangent progressivement.",
    Carrière: "Tempérance favorise la coopération et la bonne entente au travail. Une situation tendue se calme ; la diplomatie vous ouvrira des portes.",
    Famille: 'Tempérance est la carte des réconciliations familiales : le dialogue revient et les blessures se referment doucement.',
    autre: 'Tempérance vous invite à trouver votre équilibre, à ralentir et à prendre soin de vous. La sérénité revient peu à peu.',
  }],
  ['Le Diable', -1, {
    Amour: 'Le Diable parle de passion intense, mais aussi de dépendance et de jalousie. Demandez-vous si cette relation vous rend libre ou vous enchaîne.',
    Argent: "Le Diable met en garde contre les tentations : dépenses excessives, jeux d'argent, crédits faciles. L'argent peut venir, mais gardez le contrôle.",
    Carrière: "Le Diable évoque l'ambition et le pouvoir, mais aussi un climat de travail manipulateur. Ne vous laissez pas enfermer dans une situation qui vous épuise.",
    Famille: 'Le Diable signale des liens familiaux étouffants, des non-dits ou des rapports de force. Poser vos limites vous libérera.',
    autre: 'Le Diable vous met en garde contre ce qui vous retient : habitudes, peurs ou influences. Vous avez le pouvoir de vous en libérer.',
  }],
  ['La Maison Dieu', -1, {
    Amour: "La Maison Dieu annonce un bouleversement : une vérité éclate, une remise en question s'impose. Ce qui est solide résistera, le reste tombera.",
    Argent: "La Maison Dieu prévient d'un imprévu financier. Ne misez pas tout sur un seul projet et gardez une réserve de sécurité.",
    Carrière: "La Maison Dieu bouscule votre situation professionnelle : réorganisation, départ, remise en cause. Ce choc peut vous libérer d'un poste qui ne vous convenait plus.",
    Famille: "La Maison Dieu annonce une explosion de tensions familiales ou une révélation. Après l'orage, des relations plus sincères peuvent se reconstruire.",
    autre: "La Maison Dieu signale un changement brutal qui fait tomber les certitudes. C'est souvent une libération déguisée.",
  }],
  ["L'Étoile", 1, {
    Amour: "L'Étoile promet espoir et tendresse : un amour sincère, une rencontre inspirante ou un couple qui retrouve la confiance. Vous êtes sous une bonne étoile.",
    Argent: "L'Étoile annonce une amélioration progressive de vos finances, parfois grâce à une aide inattendue. Gardez confiance, la situation s'éclaircit.",
    Carrière: "L'Étoile met vos talents en lumière : reconnaissance, opportunités, projet qui prend forme. Votre persévérance sera remarquée.",
    Famille: "L'Étoile apporte paix et espérance dans la famille : une bonne nouvelle, une réconciliation ou un désir d'enfant qui se rapproche.",
    autre: "L'Étoile vous place sous une protection bienveillante : espoir, inspiration et chance discrète accompagnent vos projets.",
  }],
  ['La Lune', -1, {
    Amour: "La Lune parle d'émotions troubles, de doutes ou de non-dits. Ne vous fiez pas à vos peurs ; attendez que la situation s'éclaire avant de conclure.",
    Argent: 'La Lune conseille la vigilance : une information floue, une promesse trop belle ou un papier mal lu. Vérifiez tout avant de vous engager.',
    Carrière: "La Lune signale une période d'incertitude au travail : rumeurs, manque de visibilité. Fiez-vous à votre intuition, mais vérifiez les faits.",
    Famille: "La Lune évoque l'émotion et la mémoire familiale : nostalgie, malentendus, sensibilité à fleur de peau. La douceur dissipera les quiproquos.",
    autre: "La Lune parle d'intuition, de rêves et d'imagination. Cette période floue vous demande de ne pas prendre de décision hâtive.",
  }],
  ['Le Soleil', 1, {
    Amour: "Le Soleil est la plus belle carte pour l'amour : bonheur partagé, complicité, union lumineuse. Les sentiments sont sincères et réciproques.",
    Argent: 'Le Soleil annonce réussite et aisance : vos efforts portent leurs fruits et une bonne nouvelle financière se profile.',
    Carrière: 'Le Soleil promet réussite et reconnaissance : succès à un examen, à un entretien ou dans un projet. Votre rayonnement fait la différence.',
    Famille: 'Le Soleil apporte la joie au foyer : harmonie, fêtes, enfants épanouis. Les liens familiaux sont chaleureux.',
    autre: "Le Soleil illumine votre chemin : optimisme, succès et vitalité. C'est une période favorable à tous vos projets.",
  }],
  ['Le Jugement', 1, {
    Amour: 'Le Jugement annonce un renouveau sentimental : un retour, une seconde chance ou une déclaration attendue. Le passé peut être pardonné.',
    Argent: "Le Jugement signale une bonne nouvelle financière : une réponse positive, un remboursement, le déblocage d'un dossier.",
    Carrière: 'Le Jugement apporte une réponse attendue : un appel, un résultat, une nouvelle opportunité. Une vocation peut se révéler.',
    Famille: 'Le Jugement favorise les retrouvailles et les réconciliations : une parole qui libère, un lien qui renaît.',
    autre: 'Le Jugement annonce une renaissance et un appel à avancer : une nouvelle importante vous permet de tourner la page.',
  }],
  ['Le Monde', 1, {
    Amour: "Le Monde annonce l'accomplissement amoureux : une relation épanouie, un engagement, un bonheur complet. Vous trouvez votre place auprès de l'autre.",
    Argent: "Le Monde promet une réussite financière aboutie : un projet se conclut et une stabilité durable s'installe.",
    Carrière: "Le Monde couronne vos efforts : réussite, diplôme, poste obtenu, voire une ouverture à l'international. Un cycle s'achève en beauté.",
    Famille: "Le Monde parle d'une famille unie et en harmonie : réunions, célébrations, chacun trouve sa place.",
    autre: "Le Monde annonce l'accomplissement : un voyage, un rêve réalisé, le sentiment d'être enfin à sa place.",
  }],
];

/** The major arcana, numbered 0 (Le Mat) to 21 (Le Monde). */
export const MAJOR_ARCANA: readonly Arcanum[] = DECK.map(([name, tone, meanings], number) => ({
  number,
  name,
  slug: slugify(name),
  tone,
  meanings,
}));

const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];

/** The card's number as printed on the Marseille deck: '0', 'I' ... 'XXI'. */
export function romanNumeral(n: number): string {
  return ROMAN[n] ?? String(n);
}

/** The card as the API sends it, with its meaning for the category. */
export function toTarotCard(arcanum: Arcanum, category: QuestionCategory): TarotCard {
  return { number: arcanum.number, name: arcanum.name, slug: arcanum.slug, meaning: arcanum.meanings[category] };
}
