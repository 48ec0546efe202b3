import { Children, type ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { keepPhonesTogether, phoneMatches, telHref } from '@/core/phone';

/**
 * A phone number that reads left to right, whole, inside text of any direction: in Arabic or Urdu the
 * brackets and dashes of "(212) 838-8100" would otherwise be reordered.
 */
export function PhoneNumber({ phone }: { phone: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {phone}
    </bdi>
  );
}

/** A text with each phone number in it as a PhoneNumber. */
function withPhoneNumbers(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of phoneMatches(text)) {
    parts.push(text.slice(at, match.index), <PhoneNumber key={match.index} phone={match[0]} />);
    at = match.index + match[0].length;
  }
  return at === 0 ? text : [...parts, text.slice(at)];
}

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
        {Children.map(children ?? phone, (child) =>
          typeof child === 'string' ? withPhoneNumbers(keepPhonesTogether(child)) : child,
        )}
      </span>
    </a>
  );
}
