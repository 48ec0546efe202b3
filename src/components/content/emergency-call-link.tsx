import type { ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import { emergencyContact } from '@/content/contacts';
import { fill } from '@/content/locales/fill';
import { useChrome } from '@/lib/locale-content';
import { PhoneLink } from './phone-link';

/** The 24/7 number as a call button, with an accessible name that says who is called. */
export function EmergencyCallLink({
  children,
  variant,
  size,
  className,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const chrome = useChrome();
  return (
    <PhoneLink
      phone={emergencyContact.phone}
      variant={variant}
      size={size}
      className={className}
      label={fill(chrome.emergencyBar.callLabel, { name: emergencyContact.shortName, phone: emergencyContact.phone })}
    >
      {children}
    </PhoneLink>
  );
}
