import { LegalPage } from '@/components/content/legal-page';
import { privacyPage as englishPrivacyPage } from '@/content/pages/privacy';
import { useChrome, usePageContent } from '@/lib/locale-content';

export default function PrivacyPage() {
  const { privacyPage } = usePageContent('privacy', { privacyPage: englishPrivacyPage });
  return <LegalPage title={useChrome().routes.privacy.title} page={privacyPage} />;
}
