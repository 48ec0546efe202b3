import type { ReactNode } from 'react';
import type { VetClinic } from '@/content/vets';
import { ClinicCard } from './clinic-card';

/** A titled list of clinic cards (emergency hospitals, top low-cost, results). */
export function ClinicList({
  id,
  title,
  intro,
  clinics,
  distances,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  clinics: readonly VetClinic[];
  distances?: ReadonlyMap<string, string>;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {intro ? <p className="text-ink-muted">{intro}</p> : null}
      <ul className="flex flex-col gap-4" data-testid={`${id}-list`}>
        {clinics.map((clinic) => (
          <li key={clinic.id}>
            <ClinicCard clinic={clinic} distance={distances?.get(clinic.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
