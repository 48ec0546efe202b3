import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

const tones = {
  info: { box: 'border-brand-border bg-brand-soft text-brand-dark', icon: 'info' },
  warning: { box: 'border-urgent-border bg-urgent-soft text-urgent', icon: 'emergency' },
  emergency: { box: 'border-emergency-border bg-emergency-soft text-emergency-dark', icon: 'emergency' },
} as const satisfies Record<string, { box: string; icon: IconName }>;

/** A boxed notice (Important, emergency alert, tip). `role="alert"` only where it must interrupt. */
export function Callout({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: keyof typeof tones;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  const t = tones[tone];
  return (
    <div className={cn('flex gap-3 rounded-xl border p-4', t.box, className)}>
      <Icon name={t.icon} className="mt-0.5" />
      <div className="flex flex-col gap-1">
        <p className="font-bold">{title}</p>
        {children ? <div className="text-sm">{children}</div> : null}
      </div>
    </div>
  );
}
