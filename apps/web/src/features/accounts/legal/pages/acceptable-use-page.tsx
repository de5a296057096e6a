import { LegalDocument } from '../components/legal-document';
import { ACCEPTABLE_USE_POLICY } from '../components/legal-texts';

/** /acceptable-use (docs/PRODUCT.md "Legal pages"). */
export default function AcceptableUsePage() {
  return <LegalDocument document={ACCEPTABLE_USE_POLICY} />;
}
