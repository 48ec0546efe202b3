import { LegalPage } from '@/components/content/legal-page';
import { routes } from '@/config/routes';
import { privacyPage } from '@/content/pages/privacy';

export default function PrivacyPage() {
  return <LegalPage title={routes.privacy.title} page={privacyPage} />;
}
