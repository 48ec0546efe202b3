import { SearchPage } from '@/features/search/search-page';

export default function SearchRoute() {
  return <SearchPage />;
}
