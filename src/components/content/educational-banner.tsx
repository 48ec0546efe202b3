import { Icon } from '@/components/ui/icon';
import { site as englishSite } from '@/content/site';
import { usePageContent } from '@/lib/locale-content';

/** The educational-purposes warning shown on the rescue guide and About pages (spec "Common layout"). */
export function EducationalBanner() {
  const { site } = usePageContent('site', { site: englishSite });
  return (
    <aside
      aria-label={site.educationalBanner.title}
      className="flex gap-3 rounded-xl border border-urgent-border bg-urgent-soft p-4 text-urgent"
    >
      <Icon name="info" className="mt-0.5" />
      <div>
        <p className="font-bold">{site.educationalBanner.title}</p>
        <p className="text-sm">{site.educationalBanner.body}</p>
      </div>
    </aside>
  );
}
