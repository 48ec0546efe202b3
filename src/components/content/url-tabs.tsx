import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface UrlTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Radix tabs whose active tab lives in the URL (`?tab=`), so a tab can be linked, survives reload and the
 * back button works (docs/conventions.md #8). An unknown or missing value shows the default tab. Changing tab
 * replaces the history entry, so Back leaves the page instead of stepping through tabs.
 */
export function UrlTabs({
  tabs,
  defaultValue,
  label,
  param = 'tab',
}: {
  tabs: readonly UrlTab[];
  defaultValue: string;
  /** Accessible name of the tab list. */
  label: string;
  param?: string;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(param);
  const value = tabs.some((t) => t.value === requested) ? (requested as string) : defaultValue;

  function onValueChange(next: string) {
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next === defaultValue) updated.delete(param);
        else updated.set(param, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabsList aria-label={label}>
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {t.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
