import type { ReactNode } from 'react';

/** The page's one <h1>, with an optional lead paragraph and actions (back button, call button). */
export function PageHeader({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-3">
      {actions ? <div className="flex flex-wrap gap-2 print:hidden">{actions}</div> : null}
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {lead ? <div className="max-w-prose text-lg text-ink-muted">{lead}</div> : null}
    </header>
  );
}
