/** Which words of a question signal which situation (see word-rules.ts), in the order they are tried. */
import type { SituationKey } from './situation-readings';
import { compile, phrases, type WordRules } from './word-rules';

export interface SituationRule {
  key: Exclude<SituationKey, 'avenir'>;
  words: WordRules;
  phrases: string[][];
}

function rule(key: SituationRule['key'], wordList: string, phraseList = ''): SituationRule {
  return { key, words: compile(wordList), phrases: phrases(phraseList) };
}

/** Tried in this order: the more specific situations first. */
export const SITUATION_RULES: readonly SituationRule[] = [
  rule('examen', 'examen* exam concours bac brevet diplom* partiel* permis oral jury parcoursup bts dut licence master', 'code de la route'),
  rule('enfant', 'enceinte grossesse bebe* adoption adopter naissance maternite paternite', 'un enfant|avoir un enfant|des enfants'),
  rule(
    'retour',
    'revenir reviendra reviendrait reviendront revient reviens revenu revenue retour reconquerir reconquete recontact* reparler reparlera reparle',
    'me remettre avec|remettre ensemble|se remettre ensemble|reprendre contact|nous remettre',
  ),
  rule('engagement', 'mariage marier epouser fiancailles fiance fiancee pacs pacser', 'en mariage|vivre ensemble|emmenager ensemble|s engager|va t il s engager'),
  rule('decision', 'choisir choix hesite hesiter decision decider', 'dois je|devrais je|faut il|ou pas|ou bien|est ce que je dois'),
  rule('rupture', 'divorc* separ* rupture quitter quitte quittera', ''),
  rule('sentiments', 'aime aimes aimer amoureux amoureuse sentiment* tromp* infidel* fidel* jalou*', 'pense a moi|tient a moi'),
  rule('rencontre', 'rencontre rencontrer rencontrerai celibat* celibataire', 'ame soeur|trouver l amour|homme de ma vie|femme de ma vie|trouver quelqu un|grand amour'),
  rule(
    'argent',
    'argent financ* dette* credit* pret emprunt* loto euromillion* jackpot casino riche* factures facture impot* loyer epargn* economies salaire banque* huissier* rembours* gagner',
    'fin de mois|fins de mois|des sous',
  ),
  rule('emploi', 'embauch* entretien* candidat* postul* cv chomage recrut* cdi cdd interim* alternance stage', 'trouver du travail|trouver un travail|nouveau travail|trouver un emploi'),
  rule('travail', 'travail* emploi patron* collegue* promotion promu augmentation poste entreprise carriere chef manager metier reconver* licenci* demission*', ''),
  rule('demenagement', 'demenag* emmenag* logement* appartement maison hlm', ''),
  rule('voyage', 'voyag* vacances sejour etranger partir', ''),
  rule('famille', 'famille* mere pere parents fils fille frere freres soeur soeurs oncle tante cousin* heritage* succession', 'belle mere|beau pere|belle famille|petit fils|petite fille'),
  rule('amitie', 'ami amie amis amies amitie*', ''),
  rule('demarches', 'proces papiers visa naturalisation nationalite dossier tribunal administration prefecture', 'titre de sejour'),
];
