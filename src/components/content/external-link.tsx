import type { ComponentProps } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useChrome } from '@/lib/locale-content';

/** A link off the site: new tab, no opener, and says so to screen readers. */
export function ExternalLink({ className, children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  const { newTab } = useChrome();
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 font-semibold text-brand-dark underline underline-offset-2',
        className,
      )}
      {...props}
    >
      {children}
      <Icon name="external" className="size-4" />
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
