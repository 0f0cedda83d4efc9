/** /comment-nous-verifions-les-avis: how reviews are checked (the text: site/content/legal/review-check.md), linked beside every rating. */
import text from '../content/legal/review-check.md';
import { LegalPage } from './legal-page';

export function ReviewCheckPage() {
  return <LegalPage text={text} path="/comment-nous-verifions-les-avis" />;
}
