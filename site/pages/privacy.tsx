/** /politique-de-confidentialite: Politique de confidentialité (the text: site/content/legal/privacy.md). */
import text from '../content/legal/privacy.md';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return <LegalPage text={text} path="/politique-de-confidentialite" />;
}
