import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import { isFilterActive, readVetQuery, wantsLowCost } from './filter';
import { TextLink } from '@/components/content/text-link';
import { useVetsCopy } from './use-vets-copy';

/**
 * The directory filter. It is a plain GET form (name="location", name="q"), so it works before the script
 * loads; with the script, submitting pushes the same query onto the history (shareable, back button works).
 * The inputs are uncontrolled and keyed on the URL, so back/forward refills them from the URL.
 */
export function VetFilterForm() {
  const copy = useVetsCopy().filter;
  const [params, setParams] = useSearchParams();
  const query = readVetQuery(params);
  const lowCost = wantsLowCost(query.q);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const location = String(data.get('location') ?? '').trim();
    if (location) next.set('location', location);
    const q = data.get('q');
    if (q !== null) next.set('q', String(q));
    setParams(next);
  }

  return (
    <form
      key={params.toString()}
      role="search"
      aria-label={copy.legend}
      method="get"
      action={routes.vets.path}
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl border border-surface-line bg-surface-sunken p-4"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="vet-location" className="font-semibold text-ink">
          {copy.locationLabel}
        </label>
        <input
          id="vet-location"
          name="location"
          type="search"
          defaultValue={query.location}
          aria-describedby="vet-location-hint"
          autoComplete="postal-code"
          className="min-h-11 w-full rounded-lg border border-surface-line bg-surface px-3 text-base text-ink"
        />
        <p id="vet-location-hint" className="text-sm text-ink-muted">
          {copy.locationHint}
        </p>
      </div>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
        <input
          type="checkbox"
          name="q"
          // Keep the words the person arrived with (?q=cheap vet); otherwise write a cheap word the filter knows.
          value={lowCost ? query.q : copy.lowCostQuery}
          defaultChecked={lowCost}
          className="size-5 accent-brand"
        />
        {copy.lowCostLabel}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">
          <Icon name="search" className="size-5" />
          {copy.submit}
        </Button>
        {isFilterActive(query) ? (
          <TextLink to={routes.vets.path} className="min-h-11 content-center">
            {copy.clear}
          </TextLink>
        ) : null}
      </div>
    </form>
  );
}
