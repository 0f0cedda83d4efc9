/** /mentions-legales: Mentions légales (the text: site/content/legal/legal-notice.md). */
import text from '../content/legal/legal-notice.md';
import { LegalPage } from './legal-page';

export function LegalNoticePage() {
  return <LegalPage text={text} path="/mentions-legales" />;
}
