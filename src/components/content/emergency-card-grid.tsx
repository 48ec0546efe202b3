import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import type { EmergencyAnchor, EmergencySituation } from '@/content/pages/emergency';
import { cn } from '@/lib/cn';
import { useLocalizeHref } from '@/lib/locale-content';

const tones = {
  /** The home page's big red one-tap cards. */
  solid: 'min-h-16 rounded-xl bg-emergency font-bold text-white shadow-sm hover:bg-emergency-dark',
  /** The jump list on /emergency itself. */
  soft: 'min-h-11 rounded-lg border border-emergency-border bg-emergency-soft font-semibold text-emergency-dark',
} as const;

/** Links to the situations on /emergency (#breathing, #urinary …); each lands on its steps and call button. */
export function EmergencyCardGrid({
  cards,
  tone,
}: {
  cards: readonly { anchor: EmergencyAnchor; label: string; icon: EmergencySituation['icon'] }[];
  tone: keyof typeof tones;
}) {
  const localize = useLocalizeHref();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {cards.map((card) => (
        <li key={card.anchor}>
          <Link
            to={localize(`${routes.emergency.path}#${card.anchor}`)}
            data-testid="emergency-card"
            className={cn(
              'flex items-center gap-2 px-3 py-2 leading-tight focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand',
              tones[tone],
            )}
          >
            <Icon name={card.icon} className="size-6" />
            <span>{card.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
