import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { agency, SAMPLE_IDENTITY } from '../agency-identity';
import { usePageMeta } from '../page-meta';
import styles from './contact.module.css';
import { defineContactForm } from '../../widgets';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineContactForm();
}

const OPENING_HOURS = [
  { days: 'Lundi au vendredi', hours: '9 h 00 – 18 h 00' },
  { days: 'Samedi', hours: '10 h 00 – 18 h 00' },
  { days: 'Dimanche', hours: 'Fermé' },
];

/**
 * The office on a stylised map of Dubai's coast (drawn here: no map service,
 * no request, nothing to consent to). North is up; the gulf is to the north-west.
 */
function OfficeMap() {
  return (
    <figure className={styles.map}>
      <svg
        className={styles.mapSvg}
        viewBox="0 0 800 450"
        role="img"
        aria-label="Plan stylisé de Dubaï : le littoral du golfe Persique, Palm Jumeirah, la crique et le canal de Dubaï. Une épingle dorée marque notre bureau à Business Bay."
      >
        <rect width="800" height="450" fill="#1f1840" />
        {/* The gulf, north-west of the coastline. */}
        <path d="M0 0H800V70C740 88 700 96 662 110C600 132 540 150 470 178C400 206 330 232 262 258C190 286 110 318 0 352Z" fill="#15234a" />
        <path d="M0 352C110 318 190 286 262 258C330 232 400 206 470 178C540 150 600 132 662 110C700 96 740 88 800 70" fill="none" stroke="#d4af37" strokeOpacity="0.45" strokeWidth="2" />
        {/* Palm Jumeirah: trunk, fronds and crescent. */}
        <g stroke="#c7bfd9" strokeOpacity="0.75" strokeLinecap="round" fill="none">
          <path d="M228 270L176 196" strokeWidth="7" />
          <path d="M190 216L150 226M196 226L160 244M204 238L172 260M186 206L160 180M196 200L178 170M208 194L200 162" strokeWidth="4" />
          <path d="M118 222C112 170 150 128 204 126C236 126 262 142 274 166" strokeWidth="5" />
        </g>
        {/* Dubai Creek, the Business Bay basin and the Dubai Water Canal back to the sea. */}
        <path d="M690 101C676 140 660 176 632 204C612 224 590 238 560 246C520 256 480 240 446 212C430 200 420 196 410 200" fill="none" stroke="#15234a" strokeWidth="12" strokeLinecap="round" />
        <path d="M690 101C676 140 660 176 632 204C612 224 590 238 560 246C520 256 480 240 446 212C430 200 420 196 410 200" fill="none" stroke="#2e4a8a" strokeWidth="6" strokeLinecap="round" />
        {/* Sheikh Zayed Road, parallel to the coast. */}
        <path d="M0 420C150 370 300 318 450 262C560 222 680 178 800 136" fill="none" stroke="#c7bfd9" strokeOpacity="0.35" strokeWidth="3" strokeDasharray="10 8" />
        <g fill="#c7bfd9" fontFamily="Georgia, serif" fontSize="17">
          <text x="40" y="60" fontStyle="italic" fontSize="20">
            golfe Persique
          </text>
          <text x="70" y="112">
            Palm Jumeirah
          </text>
          <text x="600" y="160">
            Crique de Dubaï
          </text>
          <text x="300" y="170">
            Canal de Dubaï
          </text>
        </g>
        {/* The office: a gold pin in Business Bay. */}
        <g transform="translate(540 252)">
          <circle r="26" fill="#d4af37" fillOpacity="0.18" />
          <path d="M0 0C-6 -14 -18 -22 -18 -36A18 18 0 0 1 18 -36C18 -22 6 -14 0 0Z" fill="#d4af37" stroke="#0f0b20" strokeWidth="2" />
          <circle cy="-36" r="6.5" fill="#0f0b20" />
        </g>
        <text x="540" y="300" fill="#f0cf63" fontFamily="Georgia, serif" fontSize="20" fontWeight="700" textAnchor="middle">
          Business Bay
        </text>
        {/* North arrow. */}
        <g transform="translate(750 400)" fill="#c7bfd9">
          <path d="M0 -26L9 4L0 -3L-9 4Z" />
          <text y="22" fontFamily="Georgia, serif" fontSize="15" textAnchor="middle">
            N
          </text>
        </g>
      </svg>
      <figcaption className={styles.mapCaption}>
        <address>{agency().address}</address>
      </figcaption>
    </figure>
  );
}

export function ContactPage() {
  const { address, phone, phoneHref, email } = agency();
  usePageMeta({
    title: 'Contactez-nous',
    description: 'Une question sur nos services de voyance ? Écrivez-nous via le formulaire, par e-mail ou par téléphone. Nos voyants restent en ligne 24 h/24 et 7 j/7 par tchat.',
    path: '/contact',
  });
  return (
    <>
      <PageHero title="Contactez-nous" tagline="Nous sommes à votre écoute" />

      <Section
        title="Écrivez-nous"
        id="ecrire"
        intro={
          <p>
            Une question sur nos services, une suggestion ou une demande particulière ? Remplissez le formulaire ci-dessous : notre service client vous répondra dans
            les plus brefs délais.
          </p>
        }
      >
        <div className={styles.layout}>
          <voy-contact-form theme="dark" />
          <div className={styles.info}>
            <section className={styles.card} aria-labelledby="contact-adresse">
              <h3 id="contact-adresse" className={styles.cardTitle}>
                Notre adresse
              </h3>
              <address className={styles.cardText}>{address}</address>
            </section>
            <section className={styles.card} aria-labelledby="contact-telephone">
              <h3 id="contact-telephone" className={styles.cardTitle}>
                Par téléphone
              </h3>
              <p className={styles.cardText}>
                <a href={phoneHref}>{phone}</a>
              </p>
            </section>
            <section className={styles.card} aria-labelledby="contact-email">
              <h3 id="contact-email" className={styles.cardTitle}>
                Par e-mail
              </h3>
              <p className={styles.cardText}>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            </section>
            <section className={styles.card} aria-labelledby="contact-horaires">
              <h3 id="contact-horaires" className={styles.cardTitle}>
                Horaires d’ouverture
              </h3>
              <dl className={styles.hours}>
                {OPENING_HOURS.map((row) => (
                  <div key={row.days} className={styles.hoursRow}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.cardNote}>Nos voyants sont en ligne 24 h/24 et 7 j/7 par tchat.</p>
            </section>
          </div>
        </div>
      </Section>

      {/* The map draws the sample office, in Dubai: another address set in the console has no map to draw. */}
      {address === SAMPLE_IDENTITY.address && (
        <Section title="Nous trouver" id="plan" tone="raised">
          <OfficeMap />
        </Section>
      )}
    </>
  );
}
