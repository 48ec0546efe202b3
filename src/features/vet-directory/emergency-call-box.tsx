import { PhoneLink } from '@/components/content/phone-link';
import { vetsPage } from '@/content/pages/vets';
import type { VetClinic } from '@/content/vets';

const copy = vetsPage.emergencyBox;

/**
 * The spec's emergency call box: the first 2 emergency hospitals. The page passes only hospitals whose 24/7
 * status is supported and whose phone may be tap-called (data README rules 2 and 3).
 */
export function EmergencyCallBox({ hospitals }: { hospitals: readonly VetClinic[] }) {
  if (hospitals.length === 0) return null;
  return (
    <section
      aria-labelledby="emergency-box-heading"
      data-testid="emergency-call-box"
      className="flex flex-col gap-3 rounded-xl border border-emergency-border bg-emergency-soft p-4"
    >
      <h2 id="emergency-box-heading" className="text-xl font-bold text-emergency-dark">
        {copy.title}
      </h2>
      <p className="text-sm text-emergency-dark">{copy.body}</p>
      <ul className="flex flex-col gap-3">
        {hospitals.map((h) =>
          h.phone ? (
            <li key={h.id} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-ink">
                <span className="font-semibold">{h.name}</span>
                {h.address ? <span className="block text-sm text-ink-muted">{h.address}</span> : null}
              </span>
              <PhoneLink phone={h.phone} label={`Call ${h.name} at ${h.phone}`}>
                {h.phone}
              </PhoneLink>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
