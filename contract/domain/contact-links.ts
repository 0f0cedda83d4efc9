/**
 * The contact rules of SPEC.md sections 3 and 5, and the one guard that keeps
 * hostile data from becoming a link: only http(s) URLs and digit strings ever
 * produce an href.
 */

const PLACEHOLDERS = new Set(['null', 'undefined', '<string>']);

/** A contact value counts only when non-empty after trimming and not a placeholder text. */
export function presentValue(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (!trimmed || PLACEHOLDERS.has(trimmed.toLowerCase())) return null;
  return trimmed;
}

export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** The URL when it is a well-formed http(s) URL, else null (javascript:, data:, junk). */
export function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Digits of a value that is a number (spaces, dots, dashes, parentheses and '+' allowed), else null. */
function phoneDigits(value: string): string | null {
  if (!/^[+\d\s().-]+$/.test(value)) return null;
  const digits = digitsOnly(value);
  return digits.length >= 4 && digits.length <= 20 ? digits : null;
}

/** Digits of a number or of the number inside a messaging URL (wa.me/336…), else null. */
function digitsOfNumberOrUrl(value: string): string | null {
  const asNumber = phoneDigits(value);
  if (asNumber) return asNumber;
  const url = safeHttpUrl(value);
  if (!url) return null;
  const digits = digitsOnly(new URL(url).pathname);
  return digits.length >= 4 && digits.length <= 20 ? digits : null;
}

/** WhatsApp short link built from the digits of the number. */
export function whatsappHref(value: string | null | undefined): string | null {
  const present = presentValue(value);
  const digits = present && digitsOfNumberOrUrl(present);
  return digits ? `https://wa.me/${digits}` : null;
}

export function telHref(value: string | null | undefined): string | null {
  const present = presentValue(value);
  const digits = present && phoneDigits(present);
  if (!digits) return null;
  return `tel:${present!.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * Messenger: an http(s) URL is opened as given; a number becomes the short
 * link built from its digits (the love page and profile rule).
 */
export function messengerHref(value: string | null | undefined): string | null {
  const present = presentValue(value);
  if (!present) return null;
  const asNumber = phoneDigits(present);
  if (asNumber) return `https://m.me/${asNumber}`;
  return safeHttpUrl(present);
}
