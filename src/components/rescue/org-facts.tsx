import { BulletList } from '@/components/content/section';
import { programStatusLabels as englishProgramStatusLabels, type ProgramStatus } from '@/content/resources';
import { usePageContent } from '@/lib/locale-content';

export interface OrgFact {
  label: string;
  /** A sourced sentence, or a list of them. Empty values are skipped. */
  value: string | readonly string[] | null;
}

/** Labelled facts under an organisation card (cost, who qualifies, services…), straight from the data. */
export function OrgFacts({ facts }: { facts: readonly OrgFact[] }) {
  const shown = facts.filter((f) => (Array.isArray(f.value) ? f.value.length > 0 : Boolean(f.value)));
  if (shown.length === 0) return null;
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {shown.map((f) => (
        <div key={f.label}>
          <dt className="font-semibold text-ink">{f.label}</dt>
          <dd className="text-ink-muted">
            {typeof f.value === 'string' ? f.value : <BulletList items={f.value ?? []} className="ps-5" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A closure or "status unknown" from the data, in plain words, shown before anything else on the card. */
export function OrgStatus({ status }: { status: ProgramStatus | null }) {
  const { programStatusLabels } = usePageContent('resources', { programStatusLabels: englishProgramStatusLabels });
  if (!status) return null;
  return (
    <p className="rounded-lg bg-urgent-soft p-2 text-sm font-semibold text-urgent">{programStatusLabels[status]}</p>
  );
}
