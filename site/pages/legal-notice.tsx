import { Link } from 'wouter';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { SITE } from '../config';
import { usePageMeta } from '../page-meta';

export function LegalNoticePage() {
  usePageMeta({
    title: 'Mentions légales',
    description: `Mentions légales du site ${SITE.name} : société éditrice, siège social à ${SITE.city}, hébergeur, médiateur de la consommation, coordonnées, propriété intellectuelle et limitation de responsabilité.`,
    path: '/mentions-legales',
  });
  return (
    <>
      <PageHero title="Mentions légales" compact />
      <Section>
        <article className="prose legal">
          <h2>Éditeur du site</h2>
          <p>
            Le site {SITE.name} est édité par la société <strong>{SITE.company}</strong>, société responsable du site et de son contenu, dont le siège social est établi à
            l’adresse suivante : {SITE.address}.
          </p>
          <p>La société exerce son activité en vertu de la licence suivante : {SITE.licence}.</p>
          <p>
            Le directeur de la publication est le représentant légal de la société {SITE.company}. Le service proposé sur ce site relève exclusivement du
            divertissement et s’adresse aux personnes majeures.
          </p>

          <h2>Hébergement</h2>
          <p>Le site est hébergé par la société {SITE.host.name} :</p>
          <ul>
            <li>adresse : {SITE.host.address} ;</li>
            <li>
              téléphone : <a href={SITE.host.phoneHref}>{SITE.host.phone}</a>.
            </li>
          </ul>

          <h2>Nous contacter</h2>
          <p>Pour toute question relative au site ou à nos services, notre service client se tient à votre disposition :</p>
          <ul>
            <li>
              par téléphone : <a href={SITE.phoneHref}>{SITE.phone}</a> ;
            </li>
            <li>
              par e-mail : <a href={`mailto:${SITE.email}`}>{SITE.email}</a> ;
            </li>
            <li>par courrier : {SITE.address}.</li>
          </ul>

          <h2>Médiation de la consommation</h2>
          <p>
            En cas de litige non résolu avec notre service client, le consommateur peut recourir gratuitement au médiateur de la consommation dont nous relevons
            (Code de la consommation, articles L612-1 et suivants) : <strong>{SITE.mediator.name}</strong>, {SITE.mediator.address}, site internet{' '}
            <a href={SITE.mediator.website} rel="noopener">
              {SITE.mediator.website}
            </a>
            . Le médiateur ne peut être saisi qu’après une réclamation écrite adressée au service client.
          </p>

          <h2>Données personnelles</h2>
          <p>
            Ce que nous recueillons par nos formulaires, pourquoi, pour combien de temps, et comment exercer vos droits : voir notre{' '}
            <Link href="/politique-de-confidentialite">politique de confidentialité</Link>.
          </p>

          <h2>Propriété intellectuelle</h2>
          <p>
            © {SITE.copyrightYear} {SITE.name} – {SITE.company}. Tous droits réservés.
          </p>
          <p>
            L’ensemble des éléments composant ce site, notamment les textes, horoscopes, illustrations, photographies, vidéos, logos, marques et la structure
            même du site, est protégé par le droit d’auteur et le droit des marques. Ces éléments sont la propriété exclusive de la société {SITE.company} ou de
            ses partenaires, qui en ont autorisé l’usage.
          </p>
          <p>
            Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, de ces éléments, par quelque procédé que ce soit et sur quelque
            support que ce soit, est interdite sans l’autorisation écrite préalable de la société et constitue une contrefaçon susceptible d’engager la
            responsabilité civile et pénale de son auteur.
          </p>

          <h2>Limitation de responsabilité</h2>
          <p>
            Les consultations, horoscopes et réponses proposés sur ce site sont fournis à titre de divertissement. Ils ne sauraient constituer un diagnostic, ni
            remplacer l’avis d’un professionnel de santé, du droit ou de la finance. L’utilisateur demeure seul responsable des décisions qu’il prend et de
            l’usage qu’il fait des informations obtenues.
          </p>
          <p>
            La société s’efforce d’assurer l’exactitude et la mise à jour des informations diffusées sur le site, sans pouvoir en garantir l’exhaustivité. Elle ne
            saurait être tenue responsable d’une interruption temporaire du service, d’une erreur ou d’une omission dans son contenu, ni des dommages directs ou
            indirects résultant de l’accès au site ou de son utilisation.
          </p>
          <p>
            Le site contient des liens vers des services tiers, notamment des messageries. La société n’exerce aucun contrôle sur ces services et décline toute
            responsabilité quant à leur contenu, à leur disponibilité et à leurs pratiques en matière de données personnelles.
          </p>

          <h2>Protection du site</h2>
          <p>
            Le site est protégé par des mesures techniques destinées à garantir sa disponibilité, l’intégrité de son contenu et la confidentialité des échanges,
            qui sont chiffrés entre votre navigateur et nos serveurs.
          </p>
          <p>
            Toute tentative d’intrusion, d’altération ou d’entrave au fonctionnement du site, toute introduction de code malveillant ainsi que toute extraction
            systématique de son contenu par des moyens automatisés sont strictement interdites. La société se réserve le droit de suspendre l’accès de tout
            utilisateur contrevenant et d’engager les poursuites prévues par la loi.
          </p>
          <p>
            Les conditions d’utilisation de nos services sont précisées dans nos{' '}
            <Link href="/conditions-generales">conditions générales d’utilisation et de vente</Link>.
          </p>
        </article>
      </Section>
    </>
  );
}
