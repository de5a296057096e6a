import { LegalDocument } from '../components/legal-document';
import { TERMS_OF_SERVICE } from '../components/legal-texts';

/** /terms (docs/PRODUCT.md "Legal pages"). */
export default function TermsPage() {
  return <LegalDocument document={TERMS_OF_SERVICE} />;
}
