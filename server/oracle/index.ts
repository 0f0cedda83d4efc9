/**
 * The question oracle: a naive Bayes classifier trained on the French corpus in ./corpus,
 * refusal rules, and a deterministic tarot reading. Pure, no I/O: the server calls
 * `answerQuestion` for POST /api/questions and `analysePhrase` for POST /api/analyser.
 */
export { analysePhrase, answerQuestion, displayFirstName, suggestAdvisors, MAX_SUGGESTIONS, type OracleAnswer, type QuestionInput } from './answer';
export { classify, crossValidate, ensureTrained, retrain, MIN_CONFIDENCE, type Classification, type CategoryScore, type CrossValidation } from './classifier';
export { CORPUS, LABELLED_QUESTIONS, type LabelledQuestion } from './corpus/questions';
export { detectRefusal, mentionsCrisis, type RefusalReason } from './refusal';
export { MAJOR_ARCANA, toTarotCard, type Arcanum } from './tarot';
export { features, normalise, tokens } from './text';
