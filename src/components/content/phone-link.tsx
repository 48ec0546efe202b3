import type { ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { telHref } from '@/lib/tel';

/** A tap-to-call link built from a phone in the content modules (`tel:` digits only). */
export function PhoneLink({
  phone,
  children,
  variant = 'emergency',
  size = 'md',
  className,
  label,
}: {
  phone: string;
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Accessible name when the visible text alone doesn't say who is called. */
  label?: string;
}) {
  return (
    <a
      href={telHref(phone)}
      aria-label={label}
      className={buttonClasses({ variant, size, className: cn('whitespace-nowrap', className) })}
    >
      <Icon name="phone" />
      {children ?? phone}
    </a>
  );
}
