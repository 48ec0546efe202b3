import { PhoneLink } from '@/components/content/phone-link';
import { vetsPage } from '@/content/pages/vets';
import type { CallableHospital } from '@/content/emergency-hospitals';

const copy = vetsPage.emergencyBox;

/**
 * The emergency call box: two NYC 24/7 hospitals whose phone may be tap-called (nearest first when the person
 * shared their position), chosen by `callBoxHospitals`.
 */
export function EmergencyCallBox({ hospitals }: { hospitals: readonly CallableHospital[] }) {
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
        {hospitals.map((h) => (
            <li key={h.id} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-ink">
                <span className="font-semibold">{h.name}</span>
                {h.address ? <span className="block text-sm text-ink-muted">{h.address}</span> : null}
              </span>
              <PhoneLink phone={h.phone} label={`Call ${h.name} at ${h.phone}`}>
                {h.phone}
              </PhoneLink>
            </li>
        ))}
      </ul>
    </section>
  );
}
