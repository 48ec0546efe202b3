import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import { cn } from '@/lib/cn';

/** A link to the checker's first question (/check), as a button: "Not sure? Check in a few taps". */
export function CheckerEntryLink({ children, className }: { children: string; className?: string }) {
  return (
    <Link
      to={routes.check.path}
      data-testid="checker-entry"
      className={buttonClasses({ variant: 'outline', size: 'lg', className: cn('max-w-full text-center', className) })}
    >
      <span className="min-w-0">{children}</span>
      <Icon name="chevronRight" />
    </Link>
  );
}
