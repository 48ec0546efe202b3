import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type BadgeVariant = 'default' | 'destructive' | 'secondary' | 'outline' | 'success';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-brand text-white',
  destructive: 'bg-emergency text-white',
  secondary: 'bg-urgent-soft text-urgent border border-urgent-border',
  outline: 'border border-surface-line text-ink',
  success: 'bg-brand-soft text-brand-dark border border-brand-border',
};

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
