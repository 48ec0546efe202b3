import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

/** A link to a site page in running text or under a card, in the site's one underlined link style. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link data-slot="text-link" className={cn('font-semibold text-brand-dark underline', className)} {...props} />;
}
