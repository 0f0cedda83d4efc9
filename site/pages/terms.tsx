/** /conditions-generales: Conditions générales d’utilisation et de vente (the text: site/content/legal/terms.md). */
import text from '../content/legal/terms.md';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage text={text} path="/conditions-generales" />;
}
