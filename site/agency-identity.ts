/**
 * The agency's identity as the site prints it (footer, contact, legal pages,
 * JSON-LD, titles): set by an admin in the console (« Agence »,
 * server/agency/settings.ts), never built into the script. The server draws
 * each page with the values it holds and writes them in the page (a JSON
 * script, AGENCY_DATA_ID); the browser's script reads them there before it
 * takes the page over (site/takeover.tsx), so both renders print the same
 * thing: no mismatch, no flash of the samples. Until then (a test, a page
 * without them) the samples of site/config.ts.
 * Only what the public may read: never the spending threshold.
 */
import { AGENCY_SAMPLES } from '../contract/domain/agency-samples';
import { SITE } from './config';
import { scriptJson } from './script-json';

export interface AgencyIdentity {
  name: string;
  company: string;
  address: string;
  city: string;
  country: string;
  licence: string;
  phone: string;
  /** `tel:` and the number's digits (and its leading +). */
  phoneHref: string;
  email: string;
  host: { name: string; address: string; phone: string; phoneHref: string };
  mediator: { name: string; address: string; website: string };
}

type IdentityValues = Pick<
  Record<keyof typeof AGENCY_SAMPLES, string>,
  'site_name' | 'company' | 'address' | 'city' | 'country' | 'licence' | 'phone' | 'email' | 'host_name' | 'host_address' | 'host_phone' | 'mediator_name' | 'mediator_address' | 'mediator_website'
>;

/** `+33 1 99 00 10 00` → `tel:+33199001000`. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** The settings (as stored, or as typed values) → the identity the pages print. */
export function identityOf(values: IdentityValues): AgencyIdentity {
  return {
    name: values.site_name,
    company: values.company,
    address: values.address,
    city: values.city,
    country: values.country,
    licence: values.licence,
    phone: values.phone,
    phoneHref: telHref(values.phone),
    email: values.email,
    host: { name: values.host_name, address: values.host_address, phone: values.host_phone, phoneHref: telHref(values.host_phone) },
    mediator: { name: values.mediator_name, address: values.mediator_address, website: values.mediator_website },
  };
}

export const SAMPLE_IDENTITY: AgencyIdentity = identityOf(AGENCY_SAMPLES);

/** The id of the page's JSON script that carries the identity the server drew it with. */
export const AGENCY_DATA_ID = 'voy-agency';

/** The page's script that carries `identity` (the server writes it after #app, in a drawn page as in the shell page). */
export const agencyScript = (identity: AgencyIdentity) => `<script type="application/json" id="${AGENCY_DATA_ID}">${scriptJson(identity)}</script>`;

let current: AgencyIdentity = SAMPLE_IDENTITY;

/** The identity of the page being drawn: the server sets it before each render, the browser from the page before taking it over. */
export function setAgencyIdentity(identity: AgencyIdentity): void {
  current = identity;
}

/** The identity to print now. */
export function agency(): AgencyIdentity {
  return current;
}

/** In the browser: the identity the server wrote in the page, if it did (else the samples stay). */
export function readAgencyIdentityFromPage(): void {
  const data = document.getElementById(AGENCY_DATA_ID)?.textContent;
  if (!data) return;
  try {
    setAgencyIdentity(JSON.parse(data) as AgencyIdentity);
  } catch {
    // A page cut short: the samples stay, as on a page drawn without them.
  }
}

/** Text made safe inside HTML, as an element's text or an attribute's value. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PLACEHOLDER = /\{\{([a-zA-Z.]+)\}\}/g;

/** The value a placeholder names (`host.name`, `copyrightYear`), or undefined. */
export function placeholderValue(path: string, identity: AgencyIdentity = current): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), { ...SITE, ...identity });
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * Fills a legal text's `{{placeholders}}` (kept by the build,
 * scripts/legal-markdown.ts) with the identity; `escape` makes each value
 * safe where it lands (HTML). A placeholder without a value stays as it is
 * (the build refuses those).
 */
export function fillAgencyPlaceholders(text: string, escape: (value: string) => string = (value) => value, identity: AgencyIdentity = current): string {
  return text.replace(PLACEHOLDER, (whole, path: string) => {
    const value = placeholderValue(path, identity);
    return value === undefined ? whole : escape(value);
  });
}
