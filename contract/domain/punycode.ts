/**
 * Punycode decoding (RFC 3492), for the host of a payment link: the URL
 * parser gives `раураl.com` as `xn--l-7sbaa0fa.com`, and both the rule of
 * payment links (a label mixing alphabets is refused) and the console's
 * warning read the label as it was written. Node's url.domainToUnicode is not
 * in browsers; the `punycode` package would weigh more than this. Only the
 * offers' schema and the console import it, never the visitor's embed.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;

function adapt(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / 700) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  for (; delta > ((BASE - T_MIN) * T_MAX) >> 1; k += BASE) delta = Math.floor(delta / (BASE - T_MIN));
  return Math.floor(k + ((BASE - T_MIN + 1) * delta) / (delta + 38));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  return BASE;
}

/** One label as written: `xn--l-7sbaa0fa` → `раураl`; any other label as it is; null when the punycode is not valid. */
export function labelToUnicode(label: string): string | null {
  if (!/^xn--/i.test(label)) return label;
  const input = label.slice(4);
  const end = input.lastIndexOf('-');
  const output = end > 0 ? [...input.slice(0, end)].map((char) => char.charCodeAt(0)) : [];
  let n = 0x80;
  let i = 0;
  let bias = 72;
  for (let at = end > 0 ? end + 1 : 0; at < input.length; ) {
    const old = i;
    for (let weight = 1, k = BASE; ; k += BASE) {
      if (at >= input.length) return null;
      const digit = digitOf(input.charCodeAt(at++));
      if (digit >= BASE) return null;
      i += digit * weight;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      weight *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - old, length, old === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i++, 0, n);
  }
  return output.length ? String.fromCodePoint(...output) : null;
}

/** A host's labels, each as the URL parser gives it (`ascii`) and as written (`unicode`); null when one is not valid punycode. */
export function hostLabels(hostname: string): { ascii: string; unicode: string }[] | null {
  const labels = hostname.split('.').map((ascii) => ({ ascii, unicode: labelToUnicode(ascii) }));
  return labels.every((label): label is { ascii: string; unicode: string } => label.unicode !== null) ? labels : null;
}
