import type { ComponentType, ReactNode } from 'react';
import type { UrlTab } from '@/components/content/url-tabs';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { BulletList } from '@/components/content/section';

/** One titled card on the daily-care guides (a vaccine, a grooming task, a problem), with optional badge. */
export function CareCard({
  title,
  badge,
  badgeVariant = 'outline',
  headingLevel = 3,
  children,
}: {
  title: string;
  /** 4 when the cards sit under an h3 of their own. */
  headingLevel?: 3 | 4;
  badge?: string;
  badgeVariant?: BadgeVariant;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-lg font-bold text-ink">{title}</Heading>
        {badge ? <Badge variant={badgeVariant}>{badge}</Badge> : null}
      </div>
      {children}
    </Card>
  );
}

/** A small labelled fact inside a card: "How often: every 2-3 weeks". */
export function CareFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <span className="font-semibold">{label}: </span>
      {children}
    </p>
  );
}

/** A labelled bullet list inside a card ("Tips", "What helps"). */
export function CareList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <div>
      <p className="font-semibold">{label}</p>
      <BulletList items={items} />
    </div>
  );
}

/** Cards in one column on a phone, two from tablet width. */
export function CareGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}

/** The body of one guide tab: its h2, an optional intro, then the cards. */
export function CarePanel({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      {intro ? <p className="text-ink-muted">{intro}</p> : null}
      {children}
    </div>
  );
}

/** Tabs for UrlTabs from a page's tab labels (their order is the tab order) and one panel component per tab. */
export function careTabs<T extends string>(labels: Record<T, string>, panels: Record<T, ComponentType>): UrlTab[] {
  return (Object.keys(labels) as T[]).map((value) => {
    const Panel: ComponentType = panels[value];
    return { value, label: labels[value], content: <Panel /> };
  });
}
