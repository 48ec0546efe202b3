import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { vetsPage } from '@/content/pages/vets';
import type { NearMeState } from './use-near-me';
import { useVetsCopy } from './use-vets-copy';

function message(state: NearMeState, noCoordinates: boolean, copy: typeof vetsPage.nearMe): string {
  switch (state.status) {
    case 'locating':
      return copy.locating;
    case 'denied':
      return copy.denied;
    case 'unavailable':
      return copy.unavailable;
    case 'ready':
      return noCoordinates ? copy.noCoordinates : '';
    default:
      return '';
  }
}

/** The "near me" option: asks for the position on tap, and says plainly why it can't sort when it can't. */
export function NearMePanel({
  state,
  noCoordinates,
  onRequest,
  onReset,
}: {
  state: NearMeState;
  /** True when the position is known but no listed clinic has coordinates. */
  noCoordinates: boolean;
  onRequest: () => void;
  onReset: () => void;
}) {
  const copy = useVetsCopy().nearMe;
  const text = message(state, noCoordinates, copy);
  const sorting = state.status === 'ready' && !noCoordinates;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {sorting ? (
          <Button variant="outline" onClick={onReset}>
            {copy.stop}
          </Button>
        ) : (
          <Button variant="outline" onClick={onRequest} disabled={state.status === 'locating'}>
            <Icon name="mapPin" className="size-5" />
            {copy.button}
          </Button>
        )}
        <span className="text-sm text-ink-muted">{copy.privacy}</span>
      </div>
      <p role="status" data-testid="near-me-status" className="text-sm font-semibold text-urgent empty:hidden">
        {text}
      </p>
    </div>
  );
}
