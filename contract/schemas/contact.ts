/** The contact form (voy-contact-form): what it sends and what the server answers. */
import * as z from 'zod/mini';
import { honeypot } from './requests';

/** The contact form's rules (SPEC.md section 5), enforced by the form and the server alike. */
export const ContactMessage = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Le nom doit contenir au moins 2 caractères'), z.maxLength(120, 'Le nom ne doit pas dépasser 120 caractères')),
  email: z.string().check(z.trim(), z.email('E-mail invalide'), z.maxLength(254, 'E-mail invalide')),
  phone: z.optional(z.string().check(z.trim(), z.maxLength(40, 'Le téléphone ne doit pas dépasser 40 caractères'))),
  message: z.string().check(z.trim(), z.minLength(10, 'Le message doit contenir au moins 10 caractères'), z.maxLength(5000, 'Le message ne doit pas dépasser 5000 caractères')),
  website: honeypot,
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactReceipt = z.object({ id: z.int() });
export type ContactReceipt = z.infer<typeof ContactReceipt>;
