import { cn } from '@/lib/cn';

/** Numbered steps from content data (order matters: do the first thing first). */
export function StepList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ol className={cn('list-decimal space-y-1 ps-6', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}
