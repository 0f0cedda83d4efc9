/**
 * The sentence corpus. Slots:
 *   {subj} the planet as subject ('le Soleil', 'Vénus'), {of} 'du Soleil', 'de Vénus',
 *   {inSign} 'en Balance', {theSign} 'la Balance', {sector} 'votre secteur de la carrière',
 *   {verb} 'traverse', {d} what the planet's house means for the section ('votre carrière...'),
 *   {flav} a clause built from FLAVOURS, {period} "aujourd'hui", 'cette semaine'...,
 *   {aspect} 'le trigone de Jupiter', {when} 'dès jeudi', 'le 14', {days} 'mardi et mercredi',
 *   {dom} a day of the month ('1er', '14').
 * Every template is one sentence; `fill` capitalises its first letter.
 */
import type { SectionKey } from './french';
import type { BodyKey } from './sky';

type PerSection<T> = Readonly<Record<SectionKey, T>>;

/** Verbs for "a planet crosses a sector". */
export const CROSS_VERBS = ['traverse', 'visite', 'parcourt', 'anime', 'habite'] as const;

/** Opening sentence: a planet in one of the sign's houses. */
export const PLACEMENT_FRAMES = [
  '{subj}, {inSign}, {verb} {sector} {period} : {flav}.',
  '{period}, {subj} {inSign} {verb} {sector} : {flav}.',
  '{period}, {subj} {verb} {sector} depuis {theSign} : {flav}.',
] as const;

/** The same, for a planet that is not the section's first subject. */
export const SECONDARY_FRAMES = [
  '{subj}, de son côté, {verb} {sector} {inSign} {period} : {flav}.',
  'Autre influence {period} : {subj} {inSign} {verb} {sector}, et {flav}.',
  'En parallèle, {subj} {verb} {sector} depuis {theSign} {period} : {flav}.',
] as const;

/** What a planet does to the house's matter, per section. {d}: the house's domain. */
export const FLAVOURS: Readonly<Record<BodyKey, PerSection<readonly string[]>>> = {
  soleil: {
    personal: ['il met en lumière {d} et vous donne envie de vous y investir', 'votre attention se porte naturellement sur {d}'],
    health: ['il recharge vos batteries, en particulier à travers {d}', 'votre vitalité se nourrit de {d}'],
    profession: ['il éclaire {d} et met vos talents en valeur', 'vos efforts se concentrent avec succès sur {d}'],
    emotions: ['il réchauffe {d}', 'votre cœur rayonne à travers {d}'],
    travel: ["il donne de l'élan à {d}", "l'envie de bouger passe par {d}"],
  },
  lune: {
    personal: ['elle vous rend plus sensible à tout ce qui touche à {d}', 'votre humeur se règle sur {d}'],
    health: ['elle vous invite à écouter vos besoins à travers {d}', 'votre énergie fluctue au rythme de {d}'],
    profession: ['votre intuition vous guide pour {d}', 'elle rend votre instinct précieux pour {d}'],
    emotions: ['elle rend vos émotions plus vives autour de {d}', 'vos sentiments se nourrissent de {d}'],
    travel: ['elle éveille {d}', 'elle vous souffle des idées pour {d}'],
  },
  mercure: {
    personal: ['il stimule votre curiosité pour {d}', 'vos pensées tournent volontiers autour de {d}'],
    health: ['il attire votre attention sur {d}', 'il vous aide à mieux comprendre {d}'],
    profession: ['les idées fusent pour {d}', 'il facilite les échanges autour de {d}'],
    emotions: ['les mots justes viennent facilement pour parler de {d}', 'il facilite le dialogue au sujet de {d}'],
    travel: ['il multiplie les occasions liées à {d}', 'il favorise {d}'],
  },
  venus: {
    personal: ['elle apporte de la douceur à {d}', 'elle embellit {d} et renforce votre charme'],
    health: ['elle vous pousse à chouchouter {d}', "elle favorise la détente et l'harmonie à travers {d}"],
    profession: ['elle apporte charme et diplomatie à {d}', 'elle adoucit les rapports liés à {d}'],
    emotions: ['elle met de la tendresse dans {d}', 'elle embellit {d}', "elle favorise l'harmonie dans {d}"],
    travel: ['elle ajoute une touche de plaisir à {d}', 'elle vous inspire pour {d}'],
  },
  mars: {
    personal: ['il dynamise {d} et vous pousse à agir', "il vous donne l'audace de bousculer {d}"],
    health: ['il vous donne du tonus, à canaliser dans {d}', 'votre énergie est forte, surtout pour {d}'],
    profession: ['il vous pousse à défendre {d} avec ardeur', "il vous donne l'énergie de faire avancer {d}"],
    emotions: ['il attise la passion autour de {d}', 'il réveille des désirs liés à {d}'],
    travel: ['il vous donne des fourmis dans les jambes, surtout pour {d}', 'il accélère {d}'],
  },
  jupiter: {
    personal: ['il élargit {d} et apporte de belles promesses', 'il porte chance à {d}'],
    health: ['il soutient votre optimisme et protège {d}', 'il favorise une belle récupération à travers {d}'],
    profession: ['il ouvre des portes pour {d}', 'il apporte croissance et opportunités à {d}'],
    emotions: ['il offre générosité et confiance à {d}', 'il fait grandir {d}'],
    travel: ['il porte chance à {d}', 'il élargit vos horizons à travers {d}'],
  },
  saturne: {
    personal: ['il vous invite à consolider {d} avec patience', 'il vous demande de structurer {d}'],
    health: ["il vous rappelle l'importance de ménager {d}", 'il récompense la régularité dans {d}'],
    profession: ['il récompense la persévérance dans {d}', 'il vous invite à bâtir {d} sur des bases solides'],
    emotions: ['il vous pousse à stabiliser {d}', 'il donne du sérieux à {d}'],
    travel: ["il demande un peu d'organisation pour {d}", 'il vous invite à bien préparer {d}'],
  },
};

export type AspectQuality = 'harmonieux' | 'tendu' | 'intense';

/** An aspect of a planet to the sign. {aspect}: 'le trigone de Jupiter'. */
export const ASPECT_SENTENCES: PerSection<Readonly<Record<AspectQuality, readonly string[]>>> = {
  personal: {
    harmonieux: [
      '{aspect} à votre signe vous donne confiance et vous pousse à oser.',
      '{aspect} à votre signe favorise les initiatives personnelles et les bonnes surprises.',
    ],
    tendu: [
      "{aspect} à votre signe peut créer quelques tiraillements, rien qu'un peu de recul ne puisse apaiser.",
      '{aspect} à votre signe vous met au défi : voyez-y une occasion de grandir.',
    ],
    intense: [
      '{aspect} à votre signe intensifie tout ce que vous vivez : suivez votre élan.',
      '{aspect} à votre signe concentre cette énergie sur vous : faites-en une force.',
    ],
  },
  health: {
    harmonieux: [
      '{aspect} à votre signe soutient votre vitalité : profitez de ce regain de forme.',
      "{aspect} à votre signe favorise un bel équilibre entre le corps et l'esprit.",
    ],
    tendu: [
      '{aspect} à votre signe peut entraîner un peu de fatigue ou de nervosité : ménagez-vous.',
      '{aspect} à votre signe vous demande de ne pas tirer sur la corde.',
    ],
    intense: [
      '{aspect} à votre signe décuple votre énergie : canalisez-la dans le mouvement.',
      '{aspect} à votre signe met votre corps au premier plan : écoutez-le.',
    ],
  },
  profession: {
    harmonieux: [
      '{aspect} à votre signe favorise les collaborations et les bonnes idées.',
      "{aspect} à votre signe soutient vos démarches : c'est le moment de vous lancer.",
    ],
    tendu: [
      '{aspect} à votre signe peut ralentir certains dossiers, sans remettre en cause vos efforts.',
      '{aspect} à votre signe crée un peu de friction : misez sur la diplomatie.',
    ],
    intense: [
      '{aspect} à votre signe place votre travail sous les projecteurs.',
      '{aspect} à votre signe concentre cette énergie sur vos ambitions.',
    ],
  },
  emotions: {
    harmonieux: [
      '{aspect} à votre signe rend les échanges affectifs fluides et sincères.',
      '{aspect} à votre signe favorise la tendresse et les rapprochements.',
    ],
    tendu: [
      '{aspect} à votre signe peut réveiller quelques susceptibilités : privilégiez le dialogue.',
      "{aspect} à votre signe met vos sentiments à l'épreuve, pour mieux les clarifier.",
    ],
    intense: [
      "{aspect} à votre signe intensifie vos émotions : laissez-les s'exprimer en douceur.",
      '{aspect} à votre signe rend votre cœur particulièrement réceptif.',
    ],
  },
  travel: {
    harmonieux: [
      '{aspect} à votre signe porte chance aux déplacements et aux découvertes.',
      "{aspect} à votre signe favorise les projets d'escapade.",
    ],
    tendu: [
      '{aspect} à votre signe peut provoquer quelques contretemps : gardez de la souplesse.',
      '{aspect} à votre signe invite à vérifier deux fois vos horaires et vos réservations.',
    ],
    intense: [
      "{aspect} à votre signe réveille votre goût de l'aventure.",
      "{aspect} à votre signe vous donne envie de changer d'air.",
    ],
  },
};

/** A retrograde planet; {d}: its house's domain for the section. */
export const RETROGRADE_SENTENCES: PerSection<readonly string[]> = {
  personal: [
    "{subj}, rétrograde {inSign}, vous invite à revenir sur {d} avant d'aller de l'avant.",
    '{subj} rétrograde {inSign} favorise les bilans autour de {d}.',
  ],
  health: [
    '{subj}, rétrograde {inSign}, vous conseille de ralentir et de revoir {d}.',
    '{subj} rétrograde {inSign} invite à reprendre en douceur {d}.',
  ],
  profession: [
    '{subj}, rétrograde {inSign}, invite à reprendre les dossiers en suspens liés à {d}.',
    '{subj} rétrograde {inSign} vous demande de relire et de vérifier tout ce qui concerne {d}.',
  ],
  emotions: [
    "{subj}, rétrograde {inSign}, peut faire resurgir le passé autour de {d} : l'occasion de tourner une page.",
    '{subj} rétrograde {inSign} invite à reparler calmement de {d}.',
  ],
  travel: [
    "{subj}, rétrograde {inSign}, invite à revisiter des lieux connus plutôt qu'à tout planifier.",
    '{subj} rétrograde {inSign} conseille de garder de la souplesse dans vos projets de départ.',
  ],
};

/** Mercury retrograde, in the travel section. */
export const MERCURY_RETRO_TRAVEL = [
  'Mercure, rétrograde {inSign}, appelle à la prudence : vérifiez vos billets, vos horaires et vos messages avant le départ.',
  'Avec Mercure rétrograde {inSign}, prévoyez une marge dans vos trajets et relisez vos réservations.',
] as const;

/** A body changes sign during the period. {when}: 'dès jeudi', 'le 14', 'le 30 juin'. */
export const INGRESS_SENTENCES = [
  "{when}, {subj} entre {inSign} et rejoint {sector} : l'accent se déplace alors vers {d}.",
  '{when}, {subj} passe {inSign} et gagne {sector}, ce qui met en avant {d}.',
  "{when}, changement d'ambiance : {subj} rejoint {sector}, {inSign}, et tourne votre attention vers {d}.",
] as const;

/** The year: a body's stay in one sign. {when}: 'du 3 mars au 20 avril'. */
export const VISIT_SENTENCES = ['{when}, {subj} {verb} {sector} {inSign} : {flav}.', '{when}, {subj} séjourne {inSign}, dans {sector} : {flav}.'] as const;

/** The week: the Moon's days in a house. {days}: 'mardi et mercredi'. */
export const MOON_DAYS_SENTENCES = ['{days}, la Lune traverse {sector} : {flav}.', '{days}, la Lune {inSign} visite {sector} : {flav}.'] as const;

export const NEW_MOON_SENTENCES = [
  'La Nouvelle Lune du {dom}, {inSign}, ouvre un nouveau cycle dans {sector} : semez vos intentions pour {d}.',
  'La Nouvelle Lune du {dom}, {inSign}, relance {d} : un bon moment pour poser de nouvelles bases.',
] as const;

export const FULL_MOON_SENTENCES = [
  'La Pleine Lune du {dom}, {inSign}, illumine {sector} : un temps fort pour {d}.',
  "La Pleine Lune du {dom}, {inSign}, met en lumière {d} : l'heure est au bilan.",
] as const;

export const MOON_PHASE_SENTENCES = {
  nouvelle: ['La Nouvelle Lune invite à semer de nouvelles intentions.', 'La Nouvelle Lune ouvre un cycle neuf, idéal pour un premier pas.'],
  croissante: [
    'La Lune croissante soutient les projets que vous lancez.',
    "La Lune est croissante : c’est le moment de faire avancer ce qui vous tient à cœur.",
  ],
  pleine: [
    'La Pleine Lune amplifie les émotions : prenez le temps de savourer ce qui a mûri.',
    "La Pleine Lune éclaire ce qui était resté dans l’ombre.",
  ],
  decroissante: ['La Lune décroissante favorise le tri et le lâcher-prise.', 'La Lune décroissante vous aide à alléger votre agenda.'],
} as const;

/** Year, travel: Mercury's retrogrades. {count}: 'trois', {months}: 'en février, en juin et en octobre'. */
export const MERCURY_RETRO_YEAR = [
  'Mercure rétrograde à {count} reprises dans les douze mois qui viennent, {months} : prévoyez alors de la marge dans vos déplacements.',
  'Surveillez les périodes où Mercure rétrograde, qui débutent {months} : relisez alors vos réservations avant chaque départ.',
] as const;

export const MERCURY_RETRO_YEAR_ONCE = 'Mercure rétrograde une fois dans les douze mois qui viennent, {months} : prévoyez alors de la marge dans vos déplacements.';

/** Last resort for the second sentence: the sign's element. */
export const ELEMENT_SENTENCES: PerSection<Readonly<Record<'feu' | 'terre' | 'air' | 'eau', string>>> = {
  personal: {
    feu: "Signe de feu, vous puisez votre force dans l’action et l’enthousiasme.",
    terre: 'Signe de terre, vous avancez avec constance et bon sens.',
    air: "Signe d’air, vous trouvez votre équilibre dans les idées et les échanges.",
    eau: "Signe d’eau, vous laissez parler votre intuition et votre sensibilité.",
  },
  health: {
    feu: 'Votre nature de feu demande à se dépenser : bougez, mais sans excès.',
    terre: 'Votre nature de terre apprécie les rythmes réguliers et les bons produits.',
    air: "Votre nature d’air a besoin d’oxygène : aérez votre esprit comme votre corps.",
    eau: "Votre nature d’eau se ressource au calme, près de l’eau si possible.",
  },
  profession: {
    feu: 'Votre énergie de feu fait de vous un moteur pour votre équipe.',
    terre: 'Votre sens pratique de signe de terre inspire confiance.',
    air: "Votre esprit de signe d’air trouve des solutions là où d’autres voient des obstacles.",
    eau: "Votre intuition de signe d’eau vous aide à sentir le bon moment pour agir.",
  },
  emotions: {
    feu: 'Votre cœur de feu aime sans demi-mesure.',
    terre: 'Votre cœur de signe de terre se montre fidèle et rassurant.',
    air: "Votre cœur de signe d’air se nourrit de complicité et de légèreté.",
    eau: "Votre cœur de signe d’eau perçoit les non-dits avec finesse.",
  },
  travel: {
    feu: 'Votre tempérament de feu réclame de la nouveauté et du mouvement.',
    terre: 'Votre tempérament de terre apprécie les séjours au vert.',
    air: "Votre tempérament d’air adore les villes animées et les rencontres de voyage.",
    eau: "Votre tempérament d’eau vous attire vers les rivages et les lieux paisibles.",
  },
};

/** Closing advice per section; the `tendu` pool follows a tense aspect. */
export const ADVICE: PerSection<{ readonly normal: readonly string[]; readonly tendu: readonly string[] }> = {
  personal: {
    normal: [
      "Accordez-vous le droit d’avancer à votre rythme.",
      'Faites confiance à votre intuition, elle vous guide bien.',
      'Osez exprimer ce que vous ressentez vraiment, votre sincérité sera appréciée.',
      'Prenez le temps de savourer les petites victoires.',
      "Gardez l’esprit ouvert, une idée nouvelle peut vous surprendre agréablement.",
      'Misez sur la bienveillance, envers vous comme envers les autres.',
      'Rangez, triez, allégez : vous y verrez plus clair.',
      "Offrez-vous un moment rien qu’à vous, sans culpabilité.",
    ],
    tendu: [
      'Respirez avant de réagir, la patience sera votre meilleure alliée.',
      'Ne prenez pas tout à cœur, les tensions passeront vite.',
      'Avancez pas à pas, chaque petite victoire compte.',
      'Accordez-vous une pause avant de répondre à une provocation.',
      'Gardez vos projets pour vous le temps qu\'ils mûrissent.',
    ],
  },
  health: {
    normal: [
      'Pensez à bien vous hydrater et à marcher un peu chaque jour.',
      'Une activité douce, comme le yoga ou la natation, vous fera le plus grand bien.',
      'Couchez-vous un peu plus tôt pour recharger vos batteries.',
      'Privilégiez une alimentation colorée et de saison.',
      'Quelques minutes de respiration profonde suffiront à apaiser votre esprit.',
      'Écoutez les signaux de votre corps et accordez-vous des pauses.',
      "Une promenade au grand air vous aidera à faire le plein d’énergie.",
      "Étirez-vous régulièrement, surtout lors des longues heures devant un écran.",
    ],
    tendu: [
      'Évitez les excès et ne forcez pas au-delà de vos limites.',
      'Canalisez la nervosité par une activité physique régulière.',
      'Ménagez des temps de repos, même courts, dans vos journées.',
      'Allégez votre agenda et dites non à ce qui peut attendre.',
      'Un coucher plus précoce vous aidera à traverser ce passage exigeant.',
    ],
  },
  profession: {
    normal: [
      "Notez vos idées, l’une d’elles pourrait faire mouche.",
      'Fixez-vous des priorités claires et avancez pas à pas.',
      "N’hésitez pas à demander conseil à un collègue de confiance.",
      "Valorisez votre travail, vos efforts méritent d’être vus.",
      'Un échange franc avec votre hiérarchie peut débloquer une situation.',
      'Soignez les détails, ils feront la différence.',
      'Accueillez avec curiosité les propositions inattendues.',
      'Terminez ce qui est en cours avant de vous lancer dans un nouveau projet.',
    ],
    tendu: [
      'Relisez vos documents avant de les envoyer et évitez les décisions hâtives.',
      'Gardez votre calme face aux remarques, votre sérénité vous servira.',
      "Déléguez ce qui peut l’être et concentrez-vous sur l’essentiel.",
      'Notez par écrit les accords passés pour éviter les malentendus.',
      'Remettez à plus tard les négociations délicates.',
    ],
  },
  emotions: {
    normal: [
      'Dites à vos proches combien ils comptent pour vous.',
      'Laissez parler votre cœur sans chercher à tout contrôler.',
      'Un message tendre peut réchauffer une relation.',
      'Écoutez autant que vous parlez, la complicité naîtra de là.',
      'Offrez-vous un moment de douceur avec ceux que vous aimez.',
      'Célibataire, laissez-vous surprendre ; en couple, cultivez la complicité.',
      'Pardonnez les petites maladresses, les vôtres comme celles des autres.',
      'Exprimez vos besoins avec simplicité et douceur.',
    ],
    tendu: [
      'Évitez de réagir à chaud, une nuit de sommeil apaisera les esprits.',
      'Prenez du recul avant une discussion sensible.',
      'Choisissez vos mots avec soin, la douceur désamorce bien des malentendus.',
      'Laissez à l\'autre le temps de s\'expliquer avant de conclure.',
      'Un geste d\'apaisement vaudra mieux qu\'une longue explication.',
    ],
  },
  travel: {
    normal: [
      'Une petite escapade, même de quelques heures, vous ressourcera.',
      'Profitez-en pour planifier votre prochain voyage.',
      'Laissez-vous tenter par un itinéraire inhabituel.',
      'Un déplacement imprévu pourrait se révéler très agréable.',
      'Explorez les environs avec un regard neuf.',
      'Partir à deux promet de jolis souvenirs.',
      'Gardez un peu de souplesse dans votre emploi du temps pour les imprévus heureux.',
      "Un livre ou un film sur un pays lointain nourrira vos envies d’ailleurs.",
    ],
    tendu: [
      'Prévoyez une marge de temps dans vos déplacements.',
      'Vérifiez vos papiers et vos réservations la veille.',
      'Privilégiez les itinéraires déjà connus et gardez un plan de secours.',
      'Partez plus tôt que prévu pour garder votre calme en route.',
      'Gardez une copie de vos documents de voyage sur vous.',
    ],
  },
};

/** 'Conseil Cosmique :' lines, by the period's leading planet. */
export const COSMIC_ADVICE: Readonly<Record<BodyKey, readonly string[]>> = {
  soleil: ['Brillez sans retenue, votre lumière inspire ceux qui vous entourent.', 'Faites ce qui vous met en joie, le reste suivra.'],
  lune: [
    'Écoutez votre petite voix intérieure, elle sait ce qui est bon pour vous.',
    'Prenez soin de votre bulle, vos émotions sont une boussole précieuse.',
  ],
  mercure: ['Une conversation sincère peut tout changer, osez la provoquer.', 'Écrivez vos idées noir sur blanc, elles prendront forme plus vite.'],
  venus: ['Laissez la douceur guider vos choix, elle ouvre plus de portes que la force.', 'Entourez-vous de beauté, elle nourrit votre âme.'],
  mars: ['Transformez votre impatience en élan constructif.', 'Osez faire le premier pas, le courage est récompensé.'],
  jupiter: ['Voyez grand, le ciel soutient vos ambitions.', 'Embrassez les opportunités qui se présentent à vous.'],
  saturne: ['La patience est votre meilleure alliée, chaque pas compte.', 'Bâtissez sur du solide, le temps travaille pour vous.'],
};

export const FAVOURABLE_MOMENTS = ['le matin', 'en fin de matinée', "en début d’après-midi", "en fin d’après-midi", 'en soirée'] as const;
