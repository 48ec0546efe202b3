import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import type { SearchResult } from '@/core/search/types';
import { cn } from '@/lib/cn';
import { DROPDOWN_MAX_RESULTS } from './dropdown-limit';
import { loadSearchEngine, useSearchEngine } from './search-engine-store';
import { isPlainClick, searchPageHref } from './search-href';
import { useResultsInLanguage, useSearchBoxWords } from './results-in-language';
import { LAYOUT_LATER_BUNDLE } from '@/config/locales';
import { loadLocaleOnce, useLocale, useLocalizeHref, useWordsSettled } from '@/lib/locale-content';

// The dropdown and its words load with the engine on first focus or keystroke, not with the page.
const loadDropdown = () => import('./search-dropdown');
const SearchDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.SearchDropdown })));
const SearchStatus = lazy(() => loadDropdown().then((m) => ({ default: m.SearchStatus })));

export interface SearchHelpContext {
  query: string;
  hasResults: boolean;
}

/**
 * The nav search box (docs/requirements.md, "Search box"): an ARIA 1.2 combobox whose
 * listbox holds up to 6 results. The input is uncontrolled: the browser shows each keystroke, and the box's state
 * follows in a transition, so a keystroke's own task renders nothing and a slow phone never drops one; the
 * dropdown opens, searches and re-renders in that transition's render, which React runs in slices between
 * keystrokes and can interrupt (docs/search.md, "Typing"). `renderHelp` replaces the content of the
 * 'Need More Help?' card that ends every state (the chat assistant supplies its own).
 */
export function SearchBox({ renderHelp }: { renderHelp?: (ctx: SearchHelpContext) => ReactNode }) {
  const { engine: loadedEngine, failed } = useSearchEngine();
  const copy = useSearchBoxWords();
  const locale = useLocale();
  // The dropdown's words load with the engine, on first focus or keystroke (layoutLaterModules): in another
  // language it opens once they are there, never with English words for a moment.
  const wordsReady = useWordsSettled(locale, LAYOUT_LATER_BUNDLE);
  const loadSearch = useCallback(() => {
    void loadSearchEngine();
    void loadDropdown();
    void loadLocaleOnce(locale, LAYOUT_LATER_BUNDLE);
  }, [locale]);
  const inLanguage = useResultsInLanguage();
  const localize = useLocalizeHref();
  // The engine's arrival (an external store: React renders its update at once) searches and fills the dropdown in
  // a deferred render too, like a keystroke's, not in the task that finished building it.
  const engine = useDeferredValue(loadedEngine);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [pending, setPending] = useState<{ title: string; fromKey: string } | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const popupId = `${id}-popup`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const deferredQuery = useDeferredValue(query);
  const deferredTrimmed = deferredQuery.trim();
  const results = useMemo(
    () => (engine && deferredTrimmed ? inLanguage(engine.search(deferredTrimmed)) : null),
    [engine, deferredTrimmed, inLanguage],
  );
  const suggestions = useMemo(() => engine?.suggest(deferredTrimmed) ?? [], [engine, deferredTrimmed]);
  const shown = useMemo(() => results?.slice(0, DROPDOWN_MAX_RESULTS) ?? [], [results]);
  const hasResults = shown.length > 0;
  const help = useMemo(
    () => renderHelp?.({ query: deferredTrimmed, hasResults }),
    [renderHelp, deferredTrimmed, hasResults],
  );
  // Open once the deferred text is there: the dropdown mounts in a deferred render, not in an urgent one.
  const isOpen = open && wordsReady && query.trim() !== '' && deferredTrimmed !== '';
  // The spinner shows from a result click until the router has moved (a new location key).
  const navigating = pending !== null && pending.fromKey === location.key;

  // A tap or focus anywhere outside closes the dropdown (the text stays).
  useEffect(() => {
    if (!isOpen) return;
    function onOutside(event: Event) {
      if (containerRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActive(-1);
    }
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [isOpen]);

  const reset = useCallback(() => {
    if (inputRef.current) inputRef.current.value = '';
    setQuery('');
    setOpen(false);
    setActive(-1);
  }, []);

  const choose = useCallback(
    (result: SearchResult) => {
      setPending({ title: result.title, fromKey: location.key });
      reset();
      inputRef.current?.blur();
      // Let the spinner paint before the route's code starts loading.
      requestAnimationFrame(() => navigate(result.path));
    },
    [location.key, navigate, reset],
  );

  function goToSearchPage(text: string) {
    reset();
    navigate(localize(searchPageHref(text)));
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    // The input is uncontrolled: the browser shows the keystroke, and the box follows in a transition, so a
    // keystroke's own task renders nothing (docs/search.md, "Typing").
    startTransition(() => {
      setQuery(value);
      setActive(-1);
      setOpen(value.trim() !== '');
    });
    loadSearch();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = shown.length;
    // What is typed, which `query` follows a transition behind.
    const typed = event.currentTarget.value;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!typed.trim()) return;
        setOpen(true);
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i < 0 ? (step === 1 ? 0 : count - 1) : (i + step + count) % count));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const text = typed.trim();
        if (!text) return;
        // Enter right after a keystroke (or the engine's arrival) may beat the deferred render: answer for exactly
        // what is typed.
        const list =
          deferredQuery === typed && engine === loadedEngine
            ? shown
            : (loadedEngine?.search(text).slice(0, DROPDOWN_MAX_RESULTS) ?? []);
        const target = (active >= 0 ? list[active] : undefined) ?? list[0];
        if (target) choose(target);
        else goToSearchPage(text);
        return;
      }
      case 'Escape':
        if (typed || open) {
          event.preventDefault();
          reset();
        }
        return;
    }
  }

  const onResultClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, result: SearchResult) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      choose(result);
    },
    [choose],
  );

  const applyTerm = useCallback((term: string) => {
    if (inputRef.current) inputRef.current.value = term;
    setQuery(term);
    setActive(-1);
    setOpen(true);
    inputRef.current?.focus();
  }, []);

  return (
    <div ref={containerRef} role="search" className="relative">
      <label htmlFor={inputId} className="sr-only">
        {copy.label}
      </label>
      {navigating ? (
        <span
          aria-hidden="true"
          data-slot="search-spinner"
          className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 animate-spin rounded-full border-2 border-brand-border border-t-brand"
        />
      ) : (
        <Icon name="search" className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-ink-muted" />
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={isOpen ? (shown.length > 0 ? listboxId : popupId) : undefined}
        aria-activedescendant={isOpen && active >= 0 && active < shown.length ? optionId(active) : undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={onChange}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          loadSearch();
          if (event.currentTarget.value.trim()) setOpen(true);
        }}
        placeholder={copy.placeholder}
        className={cn(
          'min-h-11 w-full rounded-lg border border-surface-line bg-surface ps-10 text-base',
          query ? 'pr-12' : 'pr-3',
        )}
      />
      {query ? (
        <button
          type="button"
          aria-label={copy.clear}
          onClick={() => {
            reset();
            inputRef.current?.focus();
          }}
          className="absolute top-0 end-0 flex size-11 items-center justify-center rounded-lg text-ink-muted hover:text-ink"
        >
          <Icon name="close" />
        </button>
      ) : null}
      {/* Always mounted so screen readers hear each change; a plain live region, not role=status, so the
          page's own status (the route loading screen) stays the only one. */}
      <p aria-live="polite" className="sr-only">
        <Suspense>
          {navigating ? (
            <SearchStatus opening={pending.title} />
          ) : isOpen && results ? (
            <SearchStatus count={results.length} />
          ) : null}
        </Suspense>
      </p>
      {isOpen ? (
        <div
          id={popupId}
          data-query={deferredTrimmed}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded-xl border border-surface-line bg-surface text-start shadow-lg"
        >
          <Suspense fallback={<p className="p-4 text-sm text-ink-muted">{copy.loading}</p>}>
            <SearchDropdown
              listboxId={listboxId}
              optionId={optionId}
              query={deferredTrimmed}
              results={results}
              shown={shown}
              active={active}
              failed={failed}
              suggestions={suggestions}
              onResultClick={onResultClick}
              onHover={setActive}
              onTerm={applyTerm}
              onLeave={reset}
              help={help}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
