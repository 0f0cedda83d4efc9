import * as z from 'zod/mini';
import { ContactMessage } from '../../contract/schemas/contact';

/** The form's fields, in the order they are shown (focus goes to the first in error). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', message: '' };

const isField = (key: unknown): key is ContactField => CONTACT_FIELDS.includes(key as ContactField);

/** The shared schema's first message for each field in error (SPEC.md section 5); empty when valid. */
export function contactErrors(values: ContactValues): ContactErrors {
  const result = z.safeParse(ContactMessage, values);
  const errors: ContactErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

export const firstInvalidField = (errors: ContactErrors): ContactField | undefined => CONTACT_FIELDS.find((field) => errors[field]);
