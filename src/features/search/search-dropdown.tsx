import { memo, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import type { SearchResult } from '@/core/search/types';
import { cn } from '@/lib/cn';
import { DROPDOWN_MAX_RESULTS } from './dropdown-limit';
import { ResultBadge } from './result-badge';
import { searchPageHref } from './search-href';
import { useSearchBoxWords } from './results-in-language';
import { useSearchCopy } from './search-copy';
import { useLocalizeHref } from '@/lib/locale-content';
import { TextLink } from '@/components/content/text-link';

/**
 * The dropdown's states (docs/requirements.md): results, no match, loading — each ending with the help card; the
 * search box holds the popup around them. Memoised: its props are the search box's deferred values, so a keystroke
 * alone doesn't render it again. Its own chunk, loaded with the engine on first use (search-box.tsx).
 */
export const SearchDropdown = memo(function SearchDropdown({
  listboxId,
  optionId,
  query,
  results,
  shown,
  active,
  failed,
  suggestions,
  onResultClick,
  onHover,
  onTerm,
  onLeave,
  help,
}: {
  listboxId: string;
  optionId: (index: number) => string;
  query: string;
  /** null while the engine loads. */
  results: SearchResult[] | null;
  shown: SearchResult[];
  active: number;
  failed: boolean;
  suggestions: string[];
  onResultClick: (event: MouseEvent<HTMLAnchorElement>, result: SearchResult) => void;
  onHover: (index: number) => void;
  onTerm: (term: string) => void;
  onLeave: () => void;
  /** The chat assistant's help card content; the default card when undefined. */
  help: ReactNode;
}) {
  const searchCopy = useSearchCopy();
  const copy = searchCopy.box;
  const boxWords = useSearchBoxWords();
  const localize = useLocalizeHref();
  const offered = suggestions.filter((s) => s !== query.toLowerCase());
  return (
    <>
      {results === null ? (
        <p className="p-4 text-sm text-ink-muted">{failed ? copy.noMatch(query) : boxWords.loading}</p>
      ) : shown.length > 0 ? (
        <div role="listbox" id={listboxId} aria-label={boxWords.label} className="flex flex-col py-1">
          {shown.map((result, index) => (
            <a
              key={result.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              href={result.path}
              tabIndex={-1}
              onClick={(event) => onResultClick(event, result)}
              onMouseEnter={() => onHover(index)}
              className={cn('flex min-h-11 flex-col gap-1 px-4 py-2', index === active && 'bg-brand-soft')}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold text-ink">{result.title}</span>
                <ResultBadge urgency={result.urgency}>{searchCopy.sectionLabels[result.section]}</ResultBadge>
              </span>
              {result.description ? (
                <span className="line-clamp-2 text-sm text-ink-muted">{result.description}</span>
              ) : null}
            </a>
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-2 p-4">
          <p className="font-semibold text-ink">{copy.noMatch(query)}</p>
          <p className="text-sm text-ink-muted">{copy.tryLabel}</p>
          <TermButtons terms={copy.tryTerms} onTerm={onTerm} />
        </div>
      )}
      {results && results.length > DROPDOWN_MAX_RESULTS ? (
        <TextLink
          to={searchPageHref(query)}
          onClick={onLeave}
          className="flex min-h-11 items-center border-t border-surface-line px-4"
        >
          {copy.viewAll(results.length)}
        </TextLink>
      ) : null}
      {offered.length > 0 ? (
        <div className="flex flex-col gap-2 border-t border-surface-line px-4 py-3">
          <p className="text-sm text-ink-muted">{copy.suggestionsLabel}</p>
          <TermButtons terms={offered} onTerm={onTerm} />
        </div>
      ) : null}
      <div data-slot="search-help" className="border-t border-surface-line bg-surface-sunken p-4">
        {help ?? (
          <div className="flex flex-col gap-2">
            <p className="font-bold text-ink">{searchCopy.help.title}</p>
            <p className="text-sm text-ink-muted">{searchCopy.help.text}</p>
            <Link
              to={localize(searchPageHref(query))}
              onClick={onLeave}
              className={buttonClasses({ size: 'sm', className: 'self-start' })}
            >
              {searchCopy.help.button}
            </Link>
          </div>
        )}
      </div>
    </>
  );
});

/** What the search box's live region says: the page being opened, or how many results are listed. */
export function SearchStatus({ opening, count = 0 }: { opening?: string; count?: number }) {
  const copy = useSearchCopy().box;
  return opening === undefined ? copy.status(count) : copy.opening(opening);
}

function TermButtons({ terms, onTerm }: { terms: readonly string[]; onTerm: (term: string) => void }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {terms.map((term) => (
        <li key={term}>
          <button
            type="button"
            onClick={() => onTerm(term)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {term}
          </button>
        </li>
      ))}
    </ul>
  );
}
