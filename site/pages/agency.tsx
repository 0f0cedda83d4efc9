import { LinkCards, type LinkCard } from '../components/link-cards';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { agency } from '../agency-identity';
import { SITE } from '../config';
import { usePageMeta } from '../page-meta';
import { AgencyTeam } from './agency-team';
import grid from '../components/even-grid.module.css';
import hero from '../components/page-hero.module.css';
import prose from '../components/prose.module.css';
import styles from './agency.module.css';

const CHANNELS: LinkCard[] = [
  {
    title: 'WhatsApp',
    text: 'Choisissez votre voyant et touchez le bouton WhatsApp de sa fiche : la conversation s’ouvre directement dans votre application, par écrit ou en message vocal.',
    href: '/tous-nos-voyants',
  },
  {
    title: 'Messenger',
    text: 'Vous préférez Messenger ? Depuis la fiche du voyant, un simple clic ouvre l’échange dans votre messagerie, sur ordinateur comme sur mobile.',
    href: '/tous-nos-voyants',
  },
  {
    title: 'Tchat en ligne',
    text: 'Nos voyants sont joignables par tchat 24 h/24 et 7 j/7. Écrivez à votre rythme et gardez une trace de tous les conseils reçus.',
    href: '/tous-nos-voyants',
  },
  {
    title: 'Téléphone',
    text: 'Pour un échange de vive voix, appelez le voyant de votre choix depuis sa fiche. Le tarif vous est annoncé avant le début de la consultation.',
    href: '/tous-nos-voyants',
  },
];

const VALUES = [
  { name: 'Écoute', text: 'Chaque consultation commence par vous : votre histoire, vos doutes, vos attentes.' },
  { name: 'Bienveillance', text: 'Nos voyants vous répondent avec franchise, sans jugement ni discours alarmiste.' },
  { name: 'Confidentialité', text: 'Ce que vous confiez reste entre vous et votre voyant, sans exception.' },
];

export function AgencyPage() {
  usePageMeta({
    title: 'Notre agence',
    description: `Fondée en ${SITE.founded}, notre agence de voyance réunit des voyants sélectionnés avec soin. Découvrez nos valeurs, notre équipe et comment nous consulter.`,
    path: '/agence',
  });
  return (
    <>
      <PageHero title="Notre Agence Astrale" tagline="Votre Boussole vers l’Inconnu">
        <p className={hero.claim}>
          Plus de <span className={styles.nowrap}>{SITE.satisfiedClients}</span> clients satisfaits
        </p>
      </PageHero>

      <Section title="Présentation de l’agence" id="presentation">
        <div className={prose.prose}>
          <p>
            Fondée en {SITE.founded}, {agency().name} accompagne depuis plus de 20 ans celles et ceux qui cherchent un éclairage sur leur vie
            sentimentale, professionnelle ou familiale. Au fil des années, plus de <span className={styles.nowrap}>{SITE.satisfiedClients}</span> clients satisfaits nous ont
            accordé leur confiance.
          </p>
          <p>
            Notre mission est simple : vous mettre en relation, en toute discrétion, avec un voyant qui vous correspond. Tarologues, astrologues, numérologues et
            médiums vous reçoivent par écrit ou par téléphone, où que vous soyez.
          </p>
        </div>
        <ul className={`${styles.values} ${grid.grid}`} aria-label="Nos valeurs">
          {VALUES.map((value) => (
            <li key={value.name} className={styles.value}>
              <h3 className={styles.valueName}>{value.name}</h3>
              <p className={styles.valueText}>{value.text}</p>
            </li>
          ))}
        </ul>
        <p className={`${prose.prose} ${styles.note}`}>
          Nos consultations constituent un service de divertissement réservé aux personnes majeures. Elles ne remplacent en aucun cas l’avis d’un médecin, d’un
          avocat ou d’un conseiller financier.
        </p>
      </Section>

      <Section
        title="Comment consulter nos voyants ?"
        id="consulter"
        tone="raised"
        intro={<p>Quatre façons de joindre nos voyants : choisissez celle qui vous convient, puis sélectionnez votre voyant dans notre liste.</p>}
      >
        <LinkCards cards={CHANNELS} />
      </Section>

      <Section title="Notre équipe" id="equipe">
        <div className={prose.prose}>
          <p>
            Nous ne retenons qu’une petite partie des voyants qui nous sollicitent. Chaque candidat passe un entretien, puis réalise plusieurs consultations tests
            auprès de notre équipe afin que nous puissions évaluer la justesse de ses perceptions, la qualité de son écoute et sa manière de transmettre un message,
            même délicat.
          </p>
          <p>
            Une fois intégrés, nos voyants s’engagent à respecter notre charte : honnêteté, respect de la vie privée et refus de toute pratique qui exploiterait la
            détresse d’un consultant. Les avis laissés après chaque consultation nous permettent de veiller, jour après jour, à la qualité de l’accompagnement.
          </p>
        </div>
      </Section>

      <Section title="Nos voyants" id="voyants" tone="raised" intro={<p>Découvrez nos voyants et consultez celui ou celle qui vous inspire.</p>}>
        <AgencyTeam />
      </Section>
    </>
  );
}
