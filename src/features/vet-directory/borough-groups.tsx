import { useState } from 'react';
import type { VetClinic } from '@/content/vets';
import { useVetsCopy } from './use-vets-copy';
import { ClinicCard } from './clinic-card';
import { groupByBorough, type BoroughGroup as Group } from './filter';

/** One borough as a disclosure; its cards are only built once it is opened (a phone lays out far less). */
function BoroughGroup({ group }: { group: Group<VetClinic> }) {
  const copy = useVetsCopy().byBorough;
  const [open, setOpen] = useState(false);
  return (
    <details
      data-testid="borough-group"
      data-borough={group.borough}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-xl border border-surface-line bg-surface"
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-2 p-4">
        <h3 className="text-xl font-bold text-ink">{group.borough}</h3>
        <span className="text-sm font-semibold text-ink-muted" data-testid="borough-count">
          {copy.count(group.clinics.length, group.lowCostCount)}
        </span>
      </summary>
      {open ? (
        <ul className="flex flex-col gap-4 p-4 pt-0">
          {group.clinics.map((clinic) => (
            <li key={clinic.id}>
              <ClinicCard clinic={clinic} headingLevel={4} />
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

/** All clinics by borough (spec order, New Jersey last), so a phone user can jump to their borough. */
export function BoroughGroups({ clinics }: { clinics: readonly VetClinic[] }) {
  const copy = useVetsCopy().byBorough;
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${copy.id}-heading`} className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="text-ink-muted">{copy.intro}</p>
      {groupByBorough(clinics).map((group) => (
        <BoroughGroup key={group.borough} group={group} />
      ))}
    </section>
  );
}
