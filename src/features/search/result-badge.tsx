import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { Urgency } from '@/core/search/types';

/** docs/requirements.md: emergency destructive, urgent secondary, otherwise outline. */
export const urgencyBadgeVariant: Record<Urgency, BadgeVariant> = {
  emergency: 'destructive',
  urgent: 'secondary',
  normal: 'outline',
};

export function ResultBadge({ urgency, children }: { urgency: Urgency; children: string }) {
  return (
    <Badge variant={urgencyBadgeVariant[urgency]} className="shrink-0">
      {children}
    </Badge>
  );
}
