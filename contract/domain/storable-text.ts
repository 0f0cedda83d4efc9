/**
 * Text PostgreSQL can store and compare: no NUL character and no lone UTF-16
 * surrogate. Both are valid in JSON and in a URL's query, and both make the
 * database refuse the statement (SQLSTATE 22021): checked where text comes in,
 * so that a visitor or an operator gets a 400 in French instead of a 500.
 */
export const INVALID_CHARACTER_MESSAGE = 'Le texte contient un caractère non autorisé.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);
