import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled page section; `id` makes it a deep-link target (#breathing, #litter …). */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)}>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {intro ? <div className="max-w-prose text-ink-muted">{intro}</div> : null}
      {children}
    </section>
  );
}

/** A plain bulleted list of strings from content data. */
export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('list-disc space-y-1 ps-6', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
