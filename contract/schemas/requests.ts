/** The rules of what visitors send: trimmed, bounded texts and the bots' honeypot. */
import * as z from 'zod/mini';
import { INVALID_CHARACTER_MESSAGE, isStorableText } from '../domain/storable-text';

export const trimmed = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

/** Hidden field that people leave empty and bots fill in. */
export const honeypot = z.optional(z.string().check(z.maxLength(0, 'Requête refusée.')));

/** A search or filter typed in a list (the console's): optional, trimmed, bounded, and storable, since the database compares it. */
export const searchText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max), z.refine(isStorableText, INVALID_CHARACTER_MESSAGE)));
