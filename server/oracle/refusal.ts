/**
 * Questions the terms let the company refuse (SPEC.md section 2, legal notices and terms):
 * medical matters and occult work. Rules over the normalised words, so 'Cancer' the sign,
 * 'le sort de mon couple' and 'il sort avec une autre' are not refused, while 'jeter un sort'
 * and 'j'ai un cancer' are.
 */
import { words } from './text';
import { compile, hasPhrase, hasWord, matchesWord, phrases } from './word-rules';

export type RefusalReason = 'medical' | 'occult';

/** Words that make a question medical on their own; a trailing '*' is a prefix. */
const MEDICAL_WORDS = compile(
  `maladie* malade malades tumeur* chimio* chimiotherap* radiotherap* metastase* leucemie lymphome medicament*
   medicaments antidepresseur* anxiolytique* depression depressif depressive hospitalis* chirurgie chirurgien*
   chirurgical* sida vih diabete alzheimer parkinson avc infarctus covid sclerose epilepsie symptome* biopsie irm
   radiographie mammographie echographie fiv accouchement accoucher infection virus psychiatr* schizophren*
   bipolaire suicid* guerison guerir gueris guerit guerira gueriront guerirai dialyse sante`,
);

/** Word sequences that make a question medical. */
const MEDICAL_PHRASES = phrases(
  `grossesse a risque|grossesse difficile|fausse couche|prise de sang|analyse de sang|analyses de sang
  |resultats analyse|resultats des analyses|operation chirurgicale|me faire operer|se faire operer|va etre opere
  |va etre operee|envie de mourir|me tuer|mettre fin a mes jours|plus envie de vivre|vais je mourir|va t il mourir
  |va t elle mourir|quand vais je mourir|date de ma mort`,
);

/** Phrases that signal distress; the refusal then gives the suicide prevention number. */
const CRISIS_PHRASES = phrases(
  `envie de mourir|me tuer|mettre fin a mes jours|plus envie de vivre|me suicider|suicide|suicidaire|en finir avec la vie`,
);

const OCCULT_WORDS = compile(
  `envout* desenvout* marabout* sortilege* sorcell* sorcier* sorciere* vaudou* rituel* philtre* potion*
   malediction* exorcis* ensorcel* desensorcel* incantation* occulte* occultes grigri*`,
);

const OCCULT_PHRASES = phrases(
  `retour affectif|retours affectifs|retour de etre aime|magie noire|magie blanche|magie rouge|magie rituelle
  |faire de la magie|mauvais oeil|gris gris|travail occulte|travaux occultes|suis je maudit|suis je maudite
  |sous un sort|victime un sort|un sort sur|des sorts|sort amour|sort amoureux`,
);

/** Verbs that, followed by a determiner and 'sort', mean casting or lifting a spell. */
const SPELL_VERBS = new Set(
  `jeter jete jetee jetes jette jettent jeteras jetera lancer lance lancee lances lancent lever leve levee
   enlever enleve enlevee retirer retire casser casse briser brise defaire defait conjurer annuler annule
   faire fait fais jeter`.split(/\s+/),
);
const DETERMINERS = new Set(['un', 'le', 'des', 'les', 'ce', 'mon', 'ton', 'son', 'ma', 'sa', 'leur', 'ces', 'cet']);

/** Words around 'cancer' that show it is the zodiac sign. */
const ZODIAC_CONTEXT = new Set(
  `signe ascendant zodiaque zodiacal astrologique astrologie horoscope natif native belier taureau gemeaux lion
   vierge balance scorpion sagittaire capricorne verseau poissons compatible compatibles compatibilite`.split(/\s+/),
);

/** What one 'guérit' from without a doctor. */
const HEARTBREAK = new Set(['ex', 'rupture', 'chagrin', 'separation', 'lui', 'elle', 'amour', 'histoire', 'peine', 'divorce']);

function isMedical(ws: readonly string[]): boolean {
  if (hasPhrase(ws, MEDICAL_PHRASES)) return true;
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    const next = ws[i + 1];
    if (w === 'cancer' || w === 'cancers') {
      // 'je suis cancer', 'il est cancer', 'cancer ascendant lion': the sign, not the disease.
      const sign =
        ws.some((x) => ZODIAC_CONTEXT.has(x)) ||
        (i > 0 && ['suis', 'est', 'es', 'etes', 'sommes', 'homme', 'femme'].includes(ws[i - 1]!));
      if (!sign) return true;
      continue;
    }
    if (w === 'traitement' || w === 'traitements') {
      // 'mon traitement', 'le traitement marche', but not 'le traitement de mon dossier'.
      if (next !== 'de' && next !== 'du' && next !== 'des') return true;
      continue;
    }
    if (w === 'diagnostic' || w === 'diagnostics') {
      // Not the house survey: 'diagnostic immobilier', 'diagnostic de performance énergétique'.
      const survey = ['immobilier', 'energetique', 'technique'].includes(next ?? '') || ws[i + 2] === 'performance';
      if (!survey) return true;
      continue;
    }
    if (w === 'sante' && next === 'financiere') continue;
    if (w.startsWith('gueri') && next === 'de') {
      // 'guérir de mon ex', 'guérir de cette rupture' are about a broken heart.
      if (ws.slice(i + 2, i + 5).some((x) => HEARTBREAK.has(x))) continue;
    }
    if (w === 'mourir' && next === 'amour') continue;
    if (matchesWord(w, MEDICAL_WORDS)) return true;
  }
  return false;
}

function isOccult(ws: readonly string[]): boolean {
  if (hasWord(ws, OCCULT_WORDS) || hasPhrase(ws, OCCULT_PHRASES)) return true;
  for (let i = 0; i < ws.length; i++) {
    if (ws[i] !== 'sort' && ws[i] !== 'sorts') continue;
    // 'jeter un sort', 'm'a jeté un mauvais sort', 'lever ce sort': a casting verb and a
    // determiner just before; 'quel sera le sort de' and 'il sort avec' have neither.
    const before = ws.slice(Math.max(0, i - 3), i);
    if (before.some((w) => SPELL_VERBS.has(w)) && before.some((w) => DETERMINERS.has(w))) return true;
  }
  return false;
}

/** Why the question must be refused, or null when it can be answered. Medical wins over occult. */
export function detectRefusal(text: string): RefusalReason | null {
  const ws = words(text);
  if (isMedical(ws)) return 'medical';
  if (isOccult(ws)) return 'occult';
  return null;
}

/** Whether the question shows distress, in which case the answer gives emergency numbers. */
export function mentionsCrisis(text: string): boolean {
  const ws = words(text);
  return hasPhrase(ws, CRISIS_PHRASES) || ws.some((w) => w.startsWith('suicid'));
}
