import { useDeferredValue, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Callout } from '@/components/content/callout';
import { PhoneLink } from '@/components/content/phone-link';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import { emergencyContact } from '@/content/contacts';
import type { SearchResult } from '@/core/search/types';
import { ResultBadge } from './result-badge';
import { loadSearchEngine, useSearchEngine } from './search-engine-store';
import { useResultsInLanguage, useSearchBoxWords } from './results-in-language';
import { useSearchCopy } from './search-copy';
import { useChrome } from '@/lib/locale-content';

/**
 * The /search page (docs/requirements.md, "Search page"): the query lives in ?q= (replaced as you type, so the back
 * button leaves the page instead of stepping through keystrokes). Local search only; no AI card here.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  // The nav box (or back/forward) can change ?q= while this page is open: follow it. The URL writes this
  // input makes itself are marked, so a URL update that lags behind fast typing never overwrites keystrokes.
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    const ownWrite = (location.state as { fromSearchInput?: boolean } | null)?.fromSearchInput === true;
    if (!ownWrite && urlQuery !== text.trim()) setText(urlQuery);
  }
  const { engine, failed } = useSearchEngine();
  const searchCopy = useSearchCopy();
  const copy = searchCopy.page;
  const { loading } = useSearchBoxWords();
  const chrome = useChrome();
  const inLanguage = useResultsInLanguage();
  const inputId = useId();

  useEffect(() => {
    void loadSearchEngine();
  }, []);

  const query = useDeferredValue(text).trim();
  const results = useMemo(
    () => (engine && query ? inLanguage(engine.search(query)) : null),
    [engine, query, inLanguage],
  );
  // The banner follows what was asked ("cat not breathing"), not a guide that shares a word with it.
  const emergencyQuery = useMemo(
    () => (engine && query ? engine.detectIntents(query).includes('emergency') : false),
    [engine, query],
  );

  function update(value: string) {
    setText(value);
    const q = value.trim();
    setParams(q ? { q } : {}, { replace: true, state: { fromSearchInput: true } });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update(text);
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={chrome.routes.search.title} actions={<BackButton fallback={routes.home.path} />} />
      <form role="search" onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-semibold text-ink">
          {copy.inputLabel}
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(e) => update(e.target.value)}
            placeholder={copy.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 w-full rounded-lg border border-surface-line bg-surface pe-3 ps-10 text-lg"
          />
        </div>
      </form>
      {!query ? (
        <section aria-labelledby={`${inputId}-empty`} className="flex flex-col gap-3">
          <h2 id={`${inputId}-empty`} className="text-xl font-bold text-ink">
            {copy.emptyTitle}
          </h2>
          <p className="text-ink-muted">{copy.emptyHint}</p>
          <PopularSearches onPick={update} />
        </section>
      ) : results === null ? (
        <p role="status" className="text-ink-muted">
          {failed ? searchCopy.box.noMatch(query) : loading}
        </p>
      ) : results.length === 0 ? (
        <NoResults query={query} onPick={update} />
      ) : (
        <Results query={query} results={results} emergency={emergencyQuery} />
      )}
    </div>
  );
}

function Results({ query, results, emergency }: { query: string; results: SearchResult[]; emergency: boolean }) {
  const searchCopy = useSearchCopy();
  const copy = searchCopy.page;
  return (
    <section aria-label={copy.resultCount(results.length, query)} className="flex flex-col gap-4">
      <p role="status" className="font-semibold text-ink">
        {copy.resultCount(results.length, query)}
      </p>
      {emergency ? (
        <div role="alert">
          <Callout tone="emergency" title={copy.emergencyTitle}>
            <p>{copy.emergencyText}</p>
            <PhoneLink
              phone={emergencyContact.phone}
              size="sm"
              className="mt-2"
              label={`Call ${emergencyContact.name} ${emergencyContact.phone}`}
            />
          </Callout>
        </div>
      ) : null}
      <ul className="flex flex-col gap-3">
        {results.map((result) => (
          <li key={result.id}>
            <Link
              to={result.path}
              className="flex flex-col gap-2 rounded-xl border border-surface-line bg-surface p-4 shadow-sm hover:border-brand-border hover:bg-brand-soft"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-bold text-ink">{result.title}</span>
                <ResultBadge urgency={result.urgency}>{searchCopy.urgencyLabels[result.urgency]}</ResultBadge>
              </span>
              <span className="text-sm font-semibold text-ink-muted">{searchCopy.sectionLabels[result.section]}</span>
              {result.description ? <span className="text-sm text-ink-muted">{result.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoResults({ query, onPick }: { query: string; onPick: (q: string) => void }) {
  const copy = useSearchCopy().page;
  return (
    <section className="flex flex-col gap-3" aria-label={copy.noResultsTitle(query)}>
      <p role="status" className="text-xl font-bold text-ink">
        {copy.noResultsTitle(query)}
      </p>
      <p className="text-ink-muted">{copy.noResultsHint}</p>
      <PopularSearches onPick={onPick} />
      <Callout tone="emergency" title={copy.careNotice}>
        <PhoneLink
          phone={emergencyContact.phone}
          size="sm"
          className="mt-1"
          label={`Call ${emergencyContact.name} ${emergencyContact.phone}`}
        />
      </Callout>
    </section>
  );
}

function PopularSearches({ onPick }: { onPick: (q: string) => void }) {
  const copy = useSearchCopy().page;
  return (
    <ul aria-label={copy.popularLabel} className="flex flex-wrap gap-2">
      {copy.popularSearches.map((term) => (
        <li key={term}>
          <button type="button" onClick={() => onPick(term)} className={buttonClasses({ variant: 'outline' })}>
            {term}
          </button>
        </li>
      ))}
    </ul>
  );
}
