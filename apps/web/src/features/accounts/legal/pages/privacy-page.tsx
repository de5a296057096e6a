import { LegalDocument } from '../components/legal-document';
import { PRIVACY_POLICY } from '../components/legal-texts';

/** /privacy (docs/PRODUCT.md "Legal pages"). */
export default function PrivacyPage() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}
