export { FreeQuestion, defineFreeQuestion } from './element';
export { paragraphs, romanNumeral } from './answer-text';
