import { vetsPage } from '@/content/pages/vets';
import { usePageContent } from '@/lib/locale-content';

/** The directory's words in the page's language (/es/vets reads src/content/locales/es/vets.ts). */
export const useVetsCopy = () => usePageContent('vets', { vetsPage }).vetsPage;
