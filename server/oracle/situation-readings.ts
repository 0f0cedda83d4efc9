/** What each situation of a question says: the subject the answer names and, for each tone of a card and of the whole draw, what it means for that subject. */
export type SituationKey =
  | 'examen'
  | 'enfant'
  | 'retour'
  | 'engagement'
  | 'decision'
  | 'rupture'
  | 'sentiments'
  | 'rencontre'
  | 'argent'
  | 'emploi'
  | 'travail'
  | 'demenagement'
  | 'voyage'
  | 'famille'
  | 'amitie'
  | 'demarches'
  | 'avenir';

/** What each tone of card says: two readings each, so that two cards of one tone read differently. */
type Readings = Readonly<Record<'up' | 'mixed' | 'down', readonly [string, string]>>;

export interface Situation {
  key: SituationKey;
  /** The subject as the answer names it, a noun phrase: 'ce retour que vous espérez'. */
  topic: string;
  /** Clauses (no capital, no final stop) telling what a card of each tone means here. */
  readings: Readings;
  /** The synthesis for the draw's overall tone: one sentence each. */
  summary: Readonly<Record<'up' | 'mixed' | 'down', string>>;
}

export const SITUATIONS: Readonly<Record<SituationKey, Omit<Situation, 'key'>>> = {
  examen: {
    topic: 'l\'épreuve que vous préparez',
    readings: {
      up: ['vos révisions portent leurs fruits et votre mémoire sera au rendez-vous', 'le jour venu, le calme et la confiance vous donneront l\'avantage'],
      mixed: ['certains points restent fragiles : reprenez-les avant l\'épreuve', 'le résultat dépendra surtout de votre régularité dans les révisions'],
      down: ['le stress risque de vous gêner plus que le programme lui-même', 'un retard dans vos révisions demande un vrai plan de travail'],
    },
    summary: {
      up: 'les cartes soutiennent votre réussite, à condition de garder le rythme jusqu\'au bout.',
      mixed: 'la réussite est à votre portée, mais elle se gagnera point par point, sans impasse.',
      down: 'l\'épreuve sera exigeante : organisez vos révisions et ménagez-vous pour arriver reposé(e).',
    },
  },
  enfant: {
    topic: 'votre désir d\'enfant',
    readings: {
      up: ['une énergie de fécondité et d\'accueil entoure votre foyer', 'le projet de famille avance dans un climat de confiance'],
      mixed: ['le projet demande du temps et de la patience à deux', 'il faudra laisser venir les choses sans vous mettre de pression'],
      down: ['l\'attente pèse et peut créer des tensions dans le couple', 'la période invite à prendre soin de vous deux avant tout'],
    },
    summary: {
      up: 'le tirage est porteur pour ce projet de vie : la douceur et la confiance l\'accompagnent.',
      mixed: 'ce projet mûrit à son rythme : gardez l\'espoir et le dialogue ouvert à deux.',
      down: 'la période demande de la patience : protégez votre couple de la pression de l\'attente.',
    },
  },
  retour: {
    topic: 'ce retour que vous espérez',
    readings: {
      up: ['la porte n\'est pas fermée et un signe de l\'autre côté peut arriver', 'un rapprochement est possible, porté par les souvenirs partagés'],
      mixed: ['rien n\'est exclu, mais rien ne se fera dans la précipitation', 'l\'autre hésite encore entre le passé et sa vie présente'],
      down: ['la distance s\'est installée et ne se réduira pas en un jour', 'insister maintenant risquerait d\'éloigner plutôt que de rapprocher'],
    },
    summary: {
      up: 'les cartes laissent entrevoir un retour : laissez la porte ouverte sans tout suspendre à son attente.',
      mixed: 'il reste possible, mais il dépendra du temps et d\'une vraie discussion sur ce qui vous a séparés.',
      down: 'ce retour n\'est pas pour tout de suite : prenez soin de vous, c\'est aussi ce qui rend les retrouvailles possibles.',
    },
  },
  engagement: {
    topic: 'l\'engagement que vous souhaitez',
    readings: {
      up: ['la relation gagne en solidité et l\'idée d\'un engagement fait son chemin', 'une parole sincère peut sceller ce que vous construisez à deux'],
      mixed: ['l\'envie d\'engagement n\'avance pas au même rythme chez vous deux', 'une discussion franche sur vos projets clarifiera les attentes'],
      down: ['des doutes ou des peurs freinent l\'engagement pour le moment', 'l\'un de vous deux a besoin de temps avant de s\'engager'],
    },
    summary: {
      up: 'le tirage bénit votre union : l\'engagement se prépare dans la confiance.',
      mixed: 'l\'engagement viendra si vous parlez ouvertement de vos projets et de vos craintes.',
      down: 'l\'engagement demande encore du temps : ne forcez pas une réponse qui n\'est pas mûre.',
    },
  },
  decision: {
    topic: 'la décision que vous avez à prendre',
    readings: {
      up: ['l\'option qui vous attire le plus est aussi celle qui vous fera grandir', 'vous avez les éléments en main pour trancher avec assurance'],
      mixed: ['chaque option a ses avantages : listez ce que vous gagnez et ce que vous perdez', 'il vous manque encore une information avant de trancher'],
      down: ['une décision prise sous la pression risquerait de vous peser ensuite', 'ce n\'est pas le moment de trancher dans l\'urgence'],
    },
    summary: {
      up: 'les cartes vous encouragent à choisir : votre intuition a déjà une longueur d\'avance.',
      mixed: 'prenez le temps de peser chaque option : la bonne réponse se dessinera en clarifiant vos priorités.',
      down: 'attendez d\'y voir plus clair avant de décider : le temps joue pour vous.',
    },
  },
  rupture: {
    topic: 'la crise que traverse votre couple',
    readings: {
      up: ['la tension peut se dénouer si chacun fait un pas', 'un apaisement se dessine après les mots difficiles'],
      mixed: ['la relation est à un tournant et doit se redéfinir', 'rester ou partir : les deux chemins restent ouverts'],
      down: ['la séparation a laissé des blessures qui demandent du temps', 'la relation telle qu\'elle était touche à sa fin'],
    },
    summary: {
      up: 'le tirage montre une issue apaisée : le dialogue peut encore tout changer.',
      mixed: 'votre couple est à la croisée des chemins : ce qui vient dépend de ce que vous voulez vraiment.',
      down: 'une page se tourne : pensez d\'abord à vous et à ce qui vous fait du bien.',
    },
  },
  sentiments: {
    topic: 'les sentiments de la personne qui compte pour vous',
    readings: {
      up: ['l\'affection est réelle et sincère, même si elle s\'exprime peu', 'son attachement se lit dans ses gestes plus que dans ses mots'],
      mixed: ['ses sentiments existent, mais ils restent mêlés de doutes', 'cette personne tient à vous sans savoir encore où elle va'],
      down: ['un manque de clarté entretient vos doutes', 'ce que vous attendez d\'elle ne correspond pas encore à ce qu\'elle peut donner'],
    },
    summary: {
      up: 'les cartes parlent de sentiments sincères : osez en parler ouvertement.',
      mixed: 'les sentiments sont là mais encore incertains : laissez-leur le temps de se préciser.',
      down: 'vos doutes méritent une explication franche plutôt que des suppositions.',
    },
  },
  rencontre: {
    topic: 'la rencontre amoureuse que vous attendez',
    readings: {
      up: ['une nouvelle personne peut entrer dans votre vie par un cercle inattendu', 'votre charme est à son sommet et attire les regards'],
      mixed: ['une rencontre est possible, à condition de sortir de vos habitudes', 'vous croiserez quelqu\'un, mais il faudra du temps pour vous découvrir'],
      down: ['un ancien attachement occupe encore une place dans votre cœur', 'la période invite à vous retrouver avant de vous ouvrir à quelqu\'un'],
    },
    summary: {
      up: 'les cartes annoncent une rencontre favorable : restez ouvert(e) aux occasions.',
      mixed: 'une rencontre se prépare, mais elle demande que vous alliez un peu vers les autres.',
      down: 'avant la rencontre, prenez le temps de tourner la page du passé.',
    },
  },
  argent: {
    topic: 'votre situation financière',
    readings: {
      up: ['une rentrée d\'argent ou une aide vient soulager votre budget', 'vos efforts de gestion commencent à payer'],
      mixed: ['le budget reste serré mais tenable si vous suivez vos comptes de près', 'une dépense imprévue demande un arbitrage'],
      down: ['les dépenses pèsent plus lourd que les rentrées pour le moment', 'évitez les crédits faciles et les paris hasardeux'],
    },
    summary: {
      up: 'le tirage est encourageant pour vos finances : consolidez ce qui s\'améliore.',
      mixed: 'vos finances s\'équilibrent à condition de garder le cap et de reporter le superflu.',
      down: 'la période financière est délicate : priorité à l\'essentiel et aux bons conseils.',
    },
  },
  emploi: {
    topic: 'votre recherche d\'emploi',
    readings: {
      up: ['une candidature ou un contact peut déboucher sur une proposition', 'vos compétences seront remarquées lors d\'un entretien'],
      mixed: ['les démarches avancent lentement : relancez les bonnes personnes', 'une offre peut arriver, mais pas forcément là où vous l\'attendez'],
      down: ['les réponses tardent et la patience est mise à l\'épreuve', 'il faudra peut-être élargir votre recherche ou revoir votre candidature'],
    },
    summary: {
      up: 'les cartes annoncent une ouverture professionnelle : multipliez les candidatures.',
      mixed: 'la recherche avance par étapes : chaque contact compte, même modeste.',
      down: 'la recherche sera longue : entourez-vous et gardez confiance en vos atouts.',
    },
  },
  travail: {
    topic: 'votre situation professionnelle',
    readings: {
      up: ['votre travail est reconnu et une évolution se prépare', 'un supérieur ou un collègue vous soutient plus que vous ne le pensez'],
      mixed: ['l\'ambiance au travail demande de la diplomatie', 'une évolution est possible si vous la demandez clairement'],
      down: ['la fatigue ou des tensions pèsent sur votre quotidien au travail', 'un changement d\'organisation peut vous bousculer'],
    },
    summary: {
      up: 'le tirage soutient vos ambitions : c\'est le moment de faire valoir votre travail.',
      mixed: 'votre situation peut évoluer, à condition de dire ce que vous voulez.',
      down: 'la période professionnelle est éprouvante : protégez votre énergie et préparez la suite.',
    },
  },
  demenagement: {
    topic: 'votre projet de déménagement',
    readings: {
      up: ['un logement qui vous ressemble se présente', 'le changement de cadre arrive au bon moment'],
      mixed: ['le projet avance, mais les démarches prendront du temps', 'comparez bien avant de signer : tout n\'est pas visible à la première visite'],
      down: ['des obstacles matériels retardent votre installation', 'le moment n\'est pas idéal pour tout changer d\'un coup'],
    },
    summary: {
      up: 'les cartes favorisent votre installation : un nouveau chez-vous se dessine.',
      mixed: 'le déménagement se fera, mais à un rythme plus lent que prévu.',
      down: 'mieux vaut préparer ce départ avec soin que le précipiter.',
    },
  },
  voyage: {
    topic: 'ce voyage qui vous tient à cœur',
    readings: {
      up: ['le départ se présente sous de bons auspices', 'ce voyage sera riche en découvertes'],
      mixed: ['le projet de départ demande encore un peu d\'organisation', 'un changement de dates ou de destination est possible'],
      down: ['des contretemps peuvent retarder le départ', 'vérifiez deux fois vos papiers et vos réservations'],
    },
    summary: {
      up: 'le tirage est favorable à ce départ : partez l\'esprit léger.',
      mixed: 'le voyage se fera, avec un peu de souplesse dans l\'organisation.',
      down: 'prévoyez une marge : ce voyage demande de la prudence.',
    },
  },
  famille: {
    topic: 'vos liens familiaux',
    readings: {
      up: ['le dialogue revient et les liens se resserrent', 'un proche fait un geste vers vous'],
      mixed: ['chacun campe encore sur ses positions, mais rien n\'est figé', 'une médiation ou un aîné peut aider à renouer'],
      down: ['de vieux non-dits pèsent encore sur la famille', 'un conflit demande du recul avant de se régler'],
    },
    summary: {
      up: 'les cartes annoncent un apaisement en famille : un premier pas sera bien reçu.',
      mixed: 'la situation familiale peut se dénouer avec de la patience et des mots simples.',
      down: 'la période est tendue en famille : protégez-vous sans couper les ponts.',
    },
  },
  amitie: {
    topic: 'cette amitié',
    readings: {
      up: ['la complicité est sincère et solide', 'une discussion franche renforcera votre lien'],
      mixed: ['un malentendu s\'est glissé entre vous', 'l\'amitié évolue et cherche un nouvel équilibre'],
      down: ['une déception a laissé des traces', 'la confiance doit se reconstruire pas à pas'],
    },
    summary: {
      up: 'le tirage montre une amitié fidèle : cultivez-la.',
      mixed: 'cette amitié traverse une phase de doute qu\'une vraie discussion peut dissiper.',
      down: 'cette amitié est fragilisée : voyez si elle vous apporte encore ce dont vous avez besoin.',
    },
  },
  demarches: {
    topic: 'vos démarches en cours',
    readings: {
      up: ['votre dossier avance dans le bon sens', 'une réponse favorable peut arriver'],
      mixed: ['il manque encore une pièce ou une signature', 'les délais seront plus longs que prévu'],
      down: ['des lenteurs administratives mettent votre patience à l\'épreuve', 'un document mal rempli risque de tout retarder'],
    },
    summary: {
      up: 'les cartes annoncent un déblocage : gardez vos justificatifs à portée de main.',
      mixed: 'vos démarches aboutiront si vous vérifiez chaque document.',
      down: 'armez-vous de patience et faites-vous aider pour votre dossier.',
    },
  },
  avenir: {
    topic: 'votre chemin de vie',
    readings: {
      up: ['une période favorable s\'ouvre à vos projets', 'la chance accompagne vos initiatives'],
      mixed: ['vous avez de vrais appuis, mais aussi des points à surveiller', 'le chemin se dessine pas à pas'],
      down: ['une étape exigeante prépare un renouveau', 'il faudra lâcher une vieille habitude pour avancer'],
    },
    summary: {
      up: 'le tirage est encourageant : les énergies vont dans votre sens.',
      mixed: 'le tirage est nuancé : avancez pas à pas, sans brûler les étapes.',
      down: 'le tirage vous demande de la patience : cette période prépare un renouveau.',
    },
  },
};
