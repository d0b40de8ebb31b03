import { useT } from '../../../i18n/use-t';
import { accessibility } from '../content/accessibility';
import { disclaimer } from '../content/disclaimer';
import { privacy } from '../content/privacy';
import { termsOfUse } from '../content/terms-of-use';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return <LegalPage title={useT()('page.privacy')} document={privacy} />;
}

export function AccessibilityPage() {
  return <LegalPage title={useT()('page.accessibility')} document={accessibility} />;
}

export function DisclaimerPage() {
  return <LegalPage title={useT()('page.disclaimer')} document={disclaimer} />;
}

export function TermsOfUsePage() {
  return <LegalPage title={useT()('page.terms-of-use')} document={termsOfUse} />;
}
