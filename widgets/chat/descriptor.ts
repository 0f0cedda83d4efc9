/** `<voy-chat>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = {
  tag: 'voy-chat',
  // advisor-id is read as text and checked by the view (digits only), like the profile's.
  attributes: { advisor: 'string', 'advisor-id': 'string', resume: 'boolean' },
} as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Tchat en direct avec un voyant disponible.',
    description: [
      'The live chat with one advisor. The visitor gives a first name, accepts the terms (18 or older) and writes; the advisor answers from the console. Messages arrive live both ways (a fetch-read event stream down, POSTs up), with sent, received and read marks and the advisor’s typing signal; offers the advisor sends show as cards with their price and a « Payer sur … » link, named by the payment page’s host (« Payer sur buy.stripe.com »), that opens it in a new tab.',
      '« Terminer la conversation » (after a confirmation) ends it for both sides: the advisor’s console shows it at once. Once a conversation is closed, by the advisor or the visitor, a closing card thanks the visitor and sums it up (date, duration, messages, each offer and its state); an offer that may no longer be paid has no link. No account: a random conversation key, kept in local storage per API address and advisor, brings the visitor back to the same conversation on this device; « Supprimer la conversation » erases it. When the advisor is not available, the widget says so and offers their other channels, another available advisor of the same specialty, and a form to leave them a message (first name, e-mail, message, the terms): the advisor answers from the console, each answer is e-mailed with a single-use link that reopens the same conversation in any browser, and the conversation shows here meanwhile.',
    ].join('\n\n'),
    attributes: {
      advisor: { description: 'Le slug du voyant (`helene`), ou son identifiant numérique.' },
      'advisor-id': { description: 'L’identifiant numérique du voyant ; l’emporte sur `advisor`.' },
      resume: { description: 'Sans voyant : le bandeau « Reprendre ma conversation avec … » quand cet appareil garde une conversation ouverte (rien sinon) ; touché, le tchat s’ouvre à sa place. Le script d’intégration le place de lui-même avant le premier widget d’une page.' },
    },
    events: {},
    radius: 'Corner radius of the panel, fields and bubbles.',
    parts: {
      base: 'The widget’s root.',
      chat: 'The panel.',
      header: 'The advisor’s photo, name and status.',
      photo: 'The advisor’s photo.',
      status: 'The status line under the name.',
      form: 'The start form, and the form to leave a message.',
      'leave-form': 'The form to leave a message to an advisor who cannot chat.',
      input: 'Each text field.',
      checkbox: 'The terms’ checkbox.',
      error: 'The error above the start button.',
      button: 'Every button and button-like link.',
      alternatives: 'The other channels and the other advisor, when this one is not available.',
      'other-advisor': 'The other available advisor.',
      'conversation-status': 'The line saying where the conversation stands.',
      log: 'The messages.',
      bubble: 'Each message.',
      offer: 'An offer’s card inside its message.',
      payment: 'The line « Paiement reçu · 25,00 € » (or « Paiement remboursé ») once the offer’s order is paid or refunded.',
      day: 'The day above the first message of each day (« hier », « mardi 24 novembre »), unless every message is of today.',
      typing: 'The « … écrit… » line.',
      composer: 'The message box and its button.',
      'resume-banner': 'With `resume`: the band « Reprendre ma conversation avec … » and « Masquer ».',
      reconnecting: 'The line « Reconnexion… » while the server is out of reach or a message waits to be sent again.',
      'erase-confirm': 'The confirmation before erasing.',
      'end-confirm': 'The confirmation before « Terminer la conversation » ends the conversation for both sides.',
      'offer-state': 'Where an offer’s payment link was, once it may no longer be paid: « Payée », « Remboursée », « Offre expirée », « Conversation terminée ».',
      end: 'The line « Vous avez terminé la conversation. » once the visitor ended it.',
      'closing-card': 'Once a conversation is closed: thanks, the conversation in brief (date, duration, messages, each offer and its state) and what next (another advisor, a message).',
      'closing-offer': 'One offer in the closing card, with its price and state (« payée », « remboursée », « expirée », « non payée »).',
      review: 'The button « Donner mon avis » under the invitation to review a paid consultation that ended.',
    },
  } as const satisfies ElementDocs<typeof element>;
}
