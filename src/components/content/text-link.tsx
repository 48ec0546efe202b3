import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useLocalizeHref } from '@/lib/locale-content';

/**
 * A link to a site page in running text or under a card, in the site's one underlined link style. A path is
 * written in English ('/vets'); on a page in another language it leads to that language's page where there is one.
 */
export function TextLink({ className, to, ...props }: ComponentProps<typeof Link>) {
  const localize = useLocalizeHref();
  return (
    <Link
      data-slot="text-link"
      className={cn('font-semibold text-brand-dark underline', className)}
      to={typeof to === 'string' ? localize(to) : to}
      {...props}
    />
  );
}
