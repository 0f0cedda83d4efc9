/**
 * Every French text the widgets show lives in widgets/core/texts/: SPEC.md
 * section 8's messages exactly as written, then the labels of the screens.
 * One file per area, so that a widget's code carries only its own texts (the
 * embed build splits shared code by file, not by export):
 *
 * - common.ts: texts of the shared core (every widget) and the few messages
 *   several unrelated widgets show;
 * - advisor.ts: advisor cards, photos and statuses;
 * - advisor-blocks.ts: voy-advisor-grid, voy-advisor-list, voy-advisor-spotlight;
 * - profile.ts: voy-advisor-profile;
 * - horoscope.ts, horoscope-signs.ts: voy-horoscope, voy-horoscope-signs;
 * - forms.ts: voy-free-question, voy-oracle, voy-contact-form.
 *
 * A new text goes in its area's file; a text a second area needs moves here.
 */
export const TEXTS = {
  errors: {
    generic: 'Une erreur est survenue',
    /** voy-advisor-list (astrologie) and voy-horoscope's ask-an-astrologer strip. */
    astrologuesLoading: 'Chargement des astrologues...',
    astrologues: 'Une erreur est survenue lors du chargement des astrologues.',
  },
  contact: {
    whatsapp: 'WhatsApp',
    messenger: 'Messenger',
    phone: 'Téléphone',
    chat: 'Tchat',
    /** In place of the « Tchat » button while the advisor is not at their console (their status may still say Disponible: by phone). */
    chatOffline: 'Indisponible sur le tchat',
    /** Beside it: to be told by e-mail when the advisor is back (widgets/core/parts/notify-me.tsx). */
    notifyMe: 'Prévenez-moi',
    contactCta: 'Contacter',
    consult: (firstName: string) => `Consultez ${firstName}`,
  },
} as const;

/** Logged, never shown (SPEC.md section 8, internal texts). */
export const LOG_TEXTS = {
  httpError: (status: number) => `HTTP error ${status}`,
  slugNotFound: (slug: string) => `Voyant avec le slug ${slug} non trouvé`,
} as const;
