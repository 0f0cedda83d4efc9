import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { SITE } from '../config';
import { usePageMeta } from '../page-meta';

interface Article {
  id: string;
  title: string;
  content: ReactNode;
}

const ARTICLES: Article[] = [
  {
    id: 'societe',
    title: 'Informations sur la société',
    content: (
      <>
        <p>
          Le site {SITE.name} et les services qui y sont proposés sont exploités par la société {SITE.company} (ci-après « la Société »), dont le siège social est
          établi à l’adresse suivante : {SITE.address}. La Société exerce son activité en vertu de la licence suivante : {SITE.licence}.
        </p>
        <p>
          Le service client peut être joint par téléphone au <a href={SITE.phoneHref}>{SITE.phone}</a> ou par e-mail à l’adresse{' '}
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'objet',
    title: 'Objet',
    content: (
      <>
        <p>
          Les présentes conditions générales d’utilisation et de vente (ci-après « les Conditions générales ») définissent les modalités d’accès au site et
          d’utilisation de ses services, ainsi que les conditions dans lesquelles la Société vend des consultations de voyance à distance à toute personne qui
          les commande (ci-après « le Client »).
        </p>
        <p>
          Les services proposés relèvent exclusivement du divertissement. Ils n’ont aucune valeur scientifique et ne sauraient en aucun cas remplacer l’avis d’un
          médecin, d’un psychologue, d’un avocat ou d’un conseiller financier.
        </p>
        <p>
          L’utilisation du site et toute commande de consultation emportent l’acceptation pleine et entière des Conditions générales en vigueur à la date de la
          commande.
        </p>
      </>
    ),
  },
  {
    id: 'utilisation',
    title: 'Conditions d’utilisation',
    content: (
      <>
        <h3>Majorité</h3>
        <p>
          Le Client déclare être âgé de plus de 18 ans et disposer de la pleine capacité juridique lui permettant de s’engager au titre des Conditions générales.
          Les services sont strictement interdits aux mineurs.
        </p>
        <h3>Enregistrement des appels</h3>
        <p>
          Le Client est informé que les consultations par téléphone sont susceptibles d’être enregistrées, à des fins de contrôle de la qualité du service et de
          preuve en cas de litige.
        </p>
        <h3>Courtoisie</h3>
        <p>
          Le Client s’engage à s’adresser aux voyants et au service client avec courtoisie et respect. Tout propos injurieux, menaçant ou discriminatoire peut
          entraîner l’interruption immédiate de la consultation et la suspension de l’accès aux services.
        </p>
        <h3>Confidentialité</h3>
        <p>
          Les échanges entre le Client et les voyants sont strictement confidentiels. Les voyants sont tenus au secret et ne divulguent à quiconque les
          informations qui leur sont confiées. Le Client s’engage pour sa part à ne jamais communiquer ses coordonnées bancaires au cours d’une consultation.
        </p>
      </>
    ),
  },
  {
    id: 'services',
    title: 'Description des services',
    content: (
      <>
        <p>La Société propose, par l’intermédiaire du site :</p>
        <ul>
          <li>des horoscopes gratuits pour les douze signes du zodiaque, pour le jour, le lendemain, la semaine, le mois et l’année ;</li>
          <li>une question gratuite, à laquelle une réponse est apportée en ligne ;</li>
          <li>des consultations payantes avec le voyant choisi par le Client, par téléphone ou par tchat, notamment par l’intermédiaire de messageries.</li>
        </ul>
        <p>Les services gratuits n’engagent le Client à aucun achat.</p>
      </>
    ),
  },
  {
    id: 'services-payants',
    title: 'Services payants',
    content: (
      <p>
        Les consultations par téléphone ou par tchat sont des services payants. Avant toute consultation, le Client est informé du prix de la prestation ; la
        consultation ne débute qu’après confirmation du paiement. Chaque consultation est personnelle et ne peut être cédée à un tiers.
      </p>
    ),
  },
  {
    id: 'prix',
    title: 'Prix',
    content: (
      <p>
        Les prix sont indiqués en euros, toutes taxes comprises (TTC). Ils sont propres à chaque voyant et annoncés au Client avant chaque prestation. Aucune
        facturation à la minute ni aucun frais caché ne s’y ajoute : le montant annoncé est le montant payé. La Société peut modifier ses prix à tout moment ; le
        prix applicable est celui annoncé au moment de la commande.
      </p>
    ),
  },
  {
    id: 'paiement',
    title: 'Modalités de paiement',
    content: (
      <p>
        Le paiement s’effectue à la commande, avant le début de la consultation. La Société adresse au Client un lien de paiement sécurisé qui le dirige vers une
        plateforme de paiement en ligne, sur laquelle il règle le montant annoncé par l’un des moyens de paiement proposés. Aucun autre mode de paiement n’est
        accepté.
      </p>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité des transactions',
    content: (
      <p>
        Les paiements sont traités par un prestataire de services de paiement spécialisé, au moyen de connexions chiffrées et, le cas échéant, d’une
        authentification forte du titulaire de la carte. La Société n’a jamais accès aux coordonnées bancaires complètes du Client et ne les lui demande jamais,
        ni par téléphone ni par message. En cas d’utilisation frauduleuse de ses moyens de paiement, le Client est invité à prévenir sans délai sa banque et le
        service client.
      </p>
    ),
  },
  {
    id: 'retractation',
    title: 'Droit de rétractation',
    content: (
      <>
        <p>
          Conformément à la réglementation applicable aux contrats conclus à distance, le Client consommateur dispose d’un délai de quatorze jours à compter de la
          commande pour exercer son droit de rétractation, sans avoir à justifier de motif.
        </p>
        <p>
          Toutefois, lorsque le Client demande expressément que la consultation commence avant l’expiration de ce délai, il reconnaît et accepte renoncer à son
          droit de rétractation dès le début de la consultation. Tant que la consultation n’a pas commencé, le Client peut se rétracter par simple demande écrite
          adressée au service client ; il est alors remboursé dans un délai de quatorze jours, par le même moyen de paiement.
        </p>
      </>
    ),
  },
  {
    id: 'dependance',
    title: 'Prévention des risques de dépendance',
    content: (
      <>
        <p>
          La voyance doit rester une pratique occasionnelle. La Société surveille la fréquence des consultations et le montant des dépenses de chaque Client ;
          lorsqu’elle constate un usage excessif, elle peut le contacter, lui proposer une pause ou refuser de nouvelles commandes.
        </p>
        <p>
          Le Client peut à tout moment demander par écrit, par e-mail ou par courrier adressé au service client, le blocage de son accès aux consultations, pour
          une durée déterminée de son choix ou de manière définitive, notamment au moyen du{' '}
          <Link href="/auto-exclusion">formulaire de demande d’auto-exclusion</Link>. La Société applique ce blocage dans les meilleurs délais.
        </p>
      </>
    ),
  },
  {
    id: 'donnees',
    title: 'Protection des données et agent conversationnel',
    content: (
      <>
        <p>
          Certains échanges sur une messagerie de réseau social peuvent être pris en charge, dans un premier temps, par un agent conversationnel automatisé, qui
          accueille le Client, répond à ses questions d’ordre général et l’oriente vers un voyant. Le Client est informé qu’il échange alors avec un programme
          informatique.
        </p>
        <p>
          Les données recueillies à cette occasion (prénom, identifiant sur la messagerie et contenu des messages) sont utilisées uniquement pour répondre à la
          demande du Client et en assurer le suivi. Elles ne sont ni vendues ni louées, et sont conservées pendant la seule durée nécessaire à ces finalités, dans
          le respect du règlement (UE) 2016/679 relatif à la protection des données. L’éditeur de la messagerie traite par ailleurs ces échanges selon sa propre
          politique de confidentialité.
        </p>
        <p>
          Le Client dispose d’un droit d’accès, de rectification, d’effacement, d’opposition, de limitation et de portabilité de ses données, qu’il peut exercer en
          écrivant à <a href={`mailto:${SITE.email}`}>{SITE.email}</a>. Il peut également introduire une réclamation auprès de l’autorité de contrôle compétente, en France la CNIL. Le détail des données
          recueillies par le site et de leur traitement figure dans notre <Link href="/politique-de-confidentialite">politique de confidentialité</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'refus',
    title: 'Refus de service',
    content: (
      <>
        <p>
          La Société se réserve le droit de refuser l’accès à ses services à tout Client qui n’accepte pas les Conditions générales ou qui fournit des informations
          incomplètes, inexactes ou de mauvaise foi.
        </p>
        <p>
          Elle peut également refuser de répondre aux questions portant sur des travaux occultes (rituels, envoûtements, désenvoûtements) ou sur des sujets
          médicaux, qui relèvent de la seule compétence d’un professionnel de santé.
        </p>
      </>
    ),
  },
  {
    id: 'preuve',
    title: 'Convention de preuve',
    content: (
      <p>
        Les enregistrements électroniques conservés dans les systèmes de la Société dans des conditions raisonnables de sécurité, notamment les messages, les
        e-mails, les confirmations de paiement et les enregistrements d’appels, font foi des communications, des commandes et des paiements intervenus entre
        les parties. Le Client accepte qu’ils puissent être produits comme moyens de preuve en cas de litige.
      </p>
    ),
  },
  {
    id: 'droit-applicable',
    title: 'Droit applicable, médiation et juridiction compétente',
    content: (
      <>
        <p>
          Les Conditions générales sont soumises au droit bulgare. En cas de litige, les parties s’efforceront de trouver une solution amiable par l’intermédiaire du
          service client.
        </p>
        <p>
          Conformément aux articles L612-1 et suivants du Code de la consommation, le Client consommateur peut ensuite recourir gratuitement au médiateur de la
          consommation dont relève la Société : <strong>{SITE.mediator.name}</strong>, {SITE.mediator.address},{' '}
          <a href={SITE.mediator.website} rel="noopener">
            {SITE.mediator.website}
          </a>
          , après une réclamation écrite restée sans réponse satisfaisante.
        </p>
        <p>
          À défaut d’accord, le litige sera porté devant les tribunaux bulgares compétents, sans préjudice des dispositions impératives protégeant le
          consommateur dans son pays de résidence.
        </p>
      </>
    ),
  },
  {
    id: 'visuels',
    title: 'Visuels',
    content: (
      <p>
        Les photographies, illustrations et vidéos présentes sur le site, notamment les portraits des voyants et les illustrations des signes du zodiaque, n’ont
        qu’une valeur d’illustration et ne sont pas contractuelles.
      </p>
    ),
  },
];

const articleId = (article: Article) => `article-${article.id}`;

export function TermsPage() {
  usePageMeta({
    title: 'Conditions générales d’utilisation et de vente',
    description: 'Conditions générales de nos services de voyance : consultations réservées aux majeurs, prix en euros TTC annoncés à l’avance, paiement sécurisé, rétractation.',
    path: '/conditions-generales',
  });
  return (
    <>
      <PageHero title="Conditions générales d’utilisation et de vente" compact />
      <Section>
        <article className="prose legal">
          <nav className="legal__toc" aria-labelledby="sommaire">
            <h2 id="sommaire">Sommaire</h2>
            <ol>
              {ARTICLES.map((article, index) => (
                <li key={article.id}>
                  <a href={`#${articleId(article)}`}>
                    Article {index + 1} – {article.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {ARTICLES.map((article, index) => (
            <section key={article.id} aria-labelledby={articleId(article)}>
              <h2 id={articleId(article)}>
                Article {index + 1} – {article.title}
              </h2>
              {article.content}
            </section>
          ))}
        </article>
      </Section>
    </>
  );
}
