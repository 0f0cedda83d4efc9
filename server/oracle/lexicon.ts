/**
 * What we know of the five topics before reading a single labelled question: words and
 * phrases that point to a category. Each match adds a concept feature ('#amour', ...) to the
 * question, so a word the corpus never saw ('concubin', 'livret A') still counts through
 * its concept. The classifier learns how much each concept weighs; the lexicon only names them.
 *
 * Each category's text is normalised words (lowercase, no accents, elided letters dropped), a
 * trailing '*' making a prefix, then after the comma '|'-separated phrases matched on
 * consecutive words, stop words included.
 */
import type { QuestionCategory } from '../../contract/schemas';

const LEXICON: Readonly<Record<QuestionCategory, string>> = {
  Amour: `amour* aime aimes aimer aiment aimait aimera aimerait couple* ex copain copains copine copines
    mari marie mariee marier marions mariage* remarier fiance* fiancailles epoux epouse epouser conjoint* concubin*
    compagnon compagne cheri cherie amant* maitresse divorc* rupture separ* celibat* rencontre rencontrer
    relation relations sentiment* fidel* infidel* tromp* jalou* seduire seduction plaire plait attire* attirance
    crush flamme passion* declaration ressent* engager intention intentions bisou* embrass* reconquerir reconquete
    coeur pacs pacse* tinder meetic ghost* reciproque romantique reconcilier drague* dragu* idylle liaison,
    ame soeur|flamme jumelle|petit ami|petite amie|homme de ma vie|femme de ma vie|site de rencontre
    |sites de rencontre|remettre ensemble|grand amour|en mariage|prince charmant|sortir avec|sort avec
    |sortir ensemble|sort ensemble|sortons ensemble`,
  Argent: `argent financ* banque* banquier bancaire* pret prets preter emprunt* credit* dette* endett* surendett*
    loto euromillion* pmu casino poker pari paris grattage riche* richesse fauche* decouvert facture*
    impot* loyer* epargn* econom* investi* placement* bourse actions crypto* bitcoin* immobili* achat* acheter
    achete vendre vend vente revente rembours* virement* somme euros euro salaire* revenu revenus aides caf prime
    allocation* pension budget* huissier* impaye* rentab* benefice* cagnotte indemnit* caution assurance* tresorerie
    payer paye* paiement* thune fric cash gains fortune loterie jackpot millionnaire milliardaire revend* fisc
    saisie agios faillite livret frais depense* depenser cout couts prix,
    fin de mois|fins de mois|pouvoir achat|jeux a gratter|jeu a gratter|interdit bancaire|gros lot|compte en banque
    |mettre de cote|des sous|rentree argent|rentrees argent|compte epargne|paris sportifs|taux zero|dans le rouge`,
  Carrière: `travail* emploi* job poste postes patron* chef manager* collegue* entreprise* societe metier* carriere*
    professionnel* promotion promu promue augmentation entretien* embauch* recrut* candidat* postul* cv
    cdi cdd interim* stage* stagiaire alternance apprenti* chomage chomeur licenci* demission* demissionner reconver*
    formation* diplom* examen* concours bac brevet bts dut licence master doctorat these memoire partiel* semestre
    etude etudes etudiant* ecole* universite fac lycee college notes permis oral jury parcoursup mutation mute
    mutee titularis* titulaire fonctionnaire freelance independant rh employeur* salarie* bureau teletravail
    direction directeur directrice equipe cadre responsable client* business startup commerce boutique magasin
    restaurant vocation professeur prof profs enseignant* infirmi* medecine ingenieur artiste chanteur comedien,
    voie professionnelle|vie professionnelle|lettre de motivation|periode essai|fonction publique|pole emploi
    |france travail|rupture conventionnelle|a mon compte|premiere annee|code de la route|prud hommes
    |auto entreprise|auto entrepreneur|micro entreprise|start up`,
  Famille: `famille* familial* mere meres pere peres parent parents fils enfant* bebe* enceinte grossesse
    frere freres soeur soeurs demi oncle* tante* cousin* neveu* niece* adolescent* garde heritage* herit* desherit*
    succession* testament* notaire* adoption adoptif adoptive maman papa papy papi mamie mamy jumeau jumeaux
    parrain marraine naissance naitre accouch* maternite paternite fratrie aine aines cadet cadette,
    belle mere|belle meres|beau pere|beaux parents|belle famille|belle soeur|beau frere|belle fille|beau fils
    |grand mere|grand pere|grands parents|petit fils|petite fille|petits enfants|petites filles|tomber enceinte
    |garde alternee|droit de visite|repas de famille|maison familiale|ma fille|mon fils|sa fille|son fils
    |notre fille|notre fils|mes filles|ta fille|votre fille|un enfant|un bebe|des enfants`,
  autre: `demenag* emmenag* logement* appartement hlm voyag* vacances pays ville villes region campagne
    mer montagne destin chat chats chaton chien chiens chiot animal animaux cheval
    ami amie amis amies amitie* pote potes voisin* spirituel* spiritualite guide guides ange anges reve reves rever
    energie energies karma univers signes medium don dons voyance esprit esprits defunt* fantome* signification
    signifie astre* horoscope proces papiers visa sejour naturalisation nationalite paix foi priere mission chemin
    totem anniversaire soiree fete quartier proprietaire locataire bruit,
    titre de sejour|chemin de vie|mission de vie|vie anterieure|ange gardien|guides spirituels|tour du monde
    |porte bonheur|paix interieure`,
};

export type Concept = `#${string}`;

function conceptOf(category: QuestionCategory): Concept {
  return category === 'Carrière' ? '#carriere' : (`#${category.toLowerCase()}` as Concept);
}

const SINGLE = new Map<string, Concept>();
const PREFIXES: { prefix: string; concept: Concept }[] = [];
const PHRASES: { words: readonly string[]; concept: Concept }[] = [];
for (const [category, text] of Object.entries(LEXICON) as [QuestionCategory, string][]) {
  const concept = conceptOf(category);
  const [wordPart = '', phrasePart = ''] = text.split(',');
  for (const raw of wordPart.split(/\s+/)) {
    if (raw === '') continue;
    if (raw.endsWith('*')) PREFIXES.push({ prefix: raw.slice(0, -1), concept });
    else SINGLE.set(raw, concept);
  }
  for (const raw of phrasePart.split('|')) {
    const words = raw.trim().split(/\s+/).filter((p) => p !== '');
    if (words.length > 0) PHRASES.push({ words, concept });
  }
}

/**
 * The concepts a question's words point to, with how many times each is hit.
 * `words` are the normalised words of the question, stop words included (see text.ts).
 */
export function concepts(words: readonly string[]): Map<Concept, number> {
  const hits = new Map<Concept, number>();
  const add = (c: Concept) => hits.set(c, (hits.get(c) ?? 0) + 1);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const direct = SINGLE.get(w) ?? PREFIXES.find((e) => w.startsWith(e.prefix))?.concept;
    if (direct !== undefined) add(direct);
    for (const phrase of PHRASES) {
      if (phrase.words[0] !== w || i + phrase.words.length > words.length) continue;
      if (phrase.words.every((p, j) => words[i + j] === p)) add(phrase.concept);
    }
  }
  return hits;
}
