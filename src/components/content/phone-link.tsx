import { Children, type ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { keepPhonesTogether, telHref } from '@/core/phone';

/**
 * A tap-to-call link built from a phone in the content modules (`tel:` digits only). Its label wraps when the
 * screen is narrow (a long "Call <clinic> (212) 838-8100" would otherwise push the page sideways), but a phone
 * number in it never breaks.
 */
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
      className={buttonClasses({ variant, size, className: cn('max-w-full text-center', className) })}
    >
      <Icon name="phone" />
      <span className="min-w-0">
        {Children.map(children ?? phone, (child) => (typeof child === 'string' ? keepPhonesTogether(child) : child))}
      </span>
    </a>
  );
}
