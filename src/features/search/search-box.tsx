import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';

// Interim nav search box: submits to /search. The site-search issue replaces it with the typeahead combobox.
export function SearchBox() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  }
  return (
    <form role="search" onSubmit={onSubmit} className="relative">
      <label htmlFor="nav-search" className="sr-only">
        Search guides
      </label>
      <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted" />
      <input
        id="nav-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Search guides…"
        className="min-h-11 w-full rounded-lg border border-surface-line bg-surface pr-3 pl-10 text-base"
      />
    </form>
  );
}
