export { FreeQuestion, defineFreeQuestion } from './element';
export { paragraphs } from './answer-text';
