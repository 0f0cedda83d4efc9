import { Link } from 'wouter';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { SITE } from '../config';
import { usePageMeta } from '../page-meta';

/** One processing: a form of the site, what it collects, why, on which legal basis, for how long. */
interface Processing {
  id: string;
  form: string;
  collected: string;
  purpose: string;
  legalBasis: string;
  retention: string;
}

const PROCESSINGS: Processing[] = [
  {
    id: 'contact',
    form: 'Formulaire de contact',
    collected: 'votre nom, votre adresse e-mail, votre numéro de téléphone si vous le donnez (facultatif) et votre message.',
    purpose: 'répondre à votre demande et en assurer le suivi.',
    legalBasis: 'notre intérêt légitime à répondre aux personnes qui nous écrivent et, lorsque votre demande porte sur une consultation, les mesures précontractuelles prises à votre demande (RGPD, art. 6.1.f et 6.1.b).',
    retention: '3 ans à compter de notre dernier échange, puis suppression.',
  },
  {
    id: 'question',
    form: 'Question gratuite',
    collected: 'votre prénom et votre question, ainsi que la réponse qui vous a été faite.',
    purpose: 'vous répondre, puis pouvoir relire cette réponse si vous nous sollicitez à son sujet.',
    legalBasis: 'l’exécution du service gratuit que vous demandez (RGPD, art. 6.1.b).',
    retention: '1 an à compter de l’envoi de la question, puis suppression.',
  },
  {
    id: 'auto-exclusion',
    form: 'Demande d’auto-exclusion',
    collected: 'votre nom, votre adresse e-mail, votre numéro de téléphone et la durée de blocage choisie.',
    purpose: 'bloquer votre accès aux consultations pour la durée choisie, comme nos conditions générales s’y engagent, et vous reconnaître si vous tentez d’en commander une.',
    legalBasis: 'l’exécution de nos conditions générales (prévention des risques de dépendance, RGPD, art. 6.1.b) et notre intérêt légitime à protéger nos clients (art. 6.1.f).',
    retention: 'pendant toute la durée du blocage, puis 3 ans ; pour un blocage définitif, aussi longtemps qu’il s’applique.',
  },
];

export function PrivacyPage() {
  usePageMeta({
    title: 'Politique de confidentialité',
    description: `Données personnelles sur ${SITE.name} : ce que recueillent nos formulaires, pourquoi, combien de temps, qui les reçoit, vos droits et comment les exercer. Aucun cookie de suivi.`,
    path: '/politique-de-confidentialite',
  });
  return (
    <>
      <PageHero title="Politique de confidentialité" compact />
      <Section>
        <article className="prose legal">
          <h2>Responsable du traitement</h2>
          <p>
            Les données personnelles recueillies sur le site {SITE.name} sont traitées par la société <strong>{SITE.company}</strong>, {SITE.address}, dans le
            respect du règlement (UE) 2016/679 (RGPD) et de la loi Informatique et Libertés. Pour toute question sur vos données, écrivez à{' '}
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
          </p>
          <p>Nous ne recueillons que ce que vous nous donnez par nos formulaires. Nous ne vendons ni ne louons vos données, et ne les utilisons pas à des fins publicitaires.</p>

          <h2>Ce que nous recueillons, pourquoi et pour combien de temps</h2>
          {PROCESSINGS.map((processing) => (
            <section key={processing.id} aria-labelledby={`traitement-${processing.id}`}>
              <h3 id={`traitement-${processing.id}`}>{processing.form}</h3>
              <dl className="privacy-facts">
                <div>
                  <dt>Données</dt>
                  <dd>{processing.collected}</dd>
                </div>
                <div>
                  <dt>Finalité</dt>
                  <dd>{processing.purpose}</dd>
                </div>
                <div>
                  <dt>Base légale</dt>
                  <dd>{processing.legalBasis}</dd>
                </div>
                <div>
                  <dt>Durée de conservation</dt>
                  <dd>{processing.retention}</dd>
                </div>
              </dl>
            </section>
          ))}
          <p>
            Pour protéger nos formulaires contre les envois abusifs, l’adresse IP de votre connexion est utilisée pendant une minute, en mémoire, pour compter les
            envois ; elle n’est pas enregistrée avec ce que vous nous écrivez.
          </p>

          <h2>Destinataires</h2>
          <p>
            Vos données sont destinées au seul service client de la société {SITE.company} et, pour les demandes qui les concernent, aux voyants qui vous
            répondent. Elles sont stockées chez notre hébergeur, {SITE.host.name}, qui agit pour notre compte et ne peut les utiliser à d’autres fins. La société étant
            établie aux Émirats arabes unis, leur transfert hors de l’Union européenne est encadré par les clauses contractuelles types de la Commission
            européenne.
          </p>
          <p>
            Lorsque vous contactez un voyant par Messenger ou WhatsApp, l’éditeur de cette messagerie traite aussi vos échanges, selon sa propre politique de
            confidentialité.
          </p>

          <h2>Cookies et stockage local</h2>
          <p>
            Le site ne dépose aucun cookie et n’utilise aucun outil de mesure d’audience ni de publicité. Il conserve seulement, dans le stockage local de votre
            navigateur, deux informations techniques qui ne quittent pas votre appareil :
          </p>
          <ul>
            <li>
              <code>selectedVoyantId</code> : le numéro du dernier voyant que vous avez choisi, pour rouvrir sa fiche ;
            </li>
            <li>
              <code>lastVoyantId</code> : le numéro du voyant dont vous consultez la fiche, effacé dès que vous la quittez.
            </li>
          </ul>
          <p>Vous pouvez les effacer à tout moment depuis les réglages de votre navigateur.</p>

          <h2>Vos droits</h2>
          <p>Vous disposez sur vos données :</p>
          <ul>
            <li>d’un droit d’accès, pour savoir ce que nous détenons et en obtenir une copie ;</li>
            <li>d’un droit de rectification des données inexactes ;</li>
            <li>d’un droit d’effacement ;</li>
            <li>d’un droit d’opposition au traitement fondé sur notre intérêt légitime ;</li>
            <li>d’un droit à la limitation du traitement ;</li>
            <li>d’un droit à la portabilité des données que vous nous avez fournies.</li>
          </ul>
          <p>
            Pour les exercer, écrivez à <a href={`mailto:${SITE.email}`}>{SITE.email}</a> ou par courrier à {SITE.address}, en précisant votre demande et
            l’adresse e-mail utilisée dans nos formulaires. Nous vous répondons dans un délai d’un mois. Si vous estimez, après nous avoir contactés, que vos droits
            ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL (Commission nationale de l’informatique et des libertés, 3 place de
            Fontenoy, TSA 80715, 75334 Paris Cedex 07,{' '}
            <a href="https://www.cnil.fr" rel="noopener">
              www.cnil.fr
            </a>
            ).
          </p>
          <p>
            Pour ne plus pouvoir commander de consultation, pour un temps ou définitivement, utilisez notre{' '}
            <Link href="/auto-exclusion">demande d’auto-exclusion</Link>.
          </p>
        </article>
      </Section>
    </>
  );
}
