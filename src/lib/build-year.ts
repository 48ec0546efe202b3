// The footer's © year is the year the site was built, not a typed constant that goes stale. vite.config.ts
// computes it once per build (SOURCE_DATE_EPOCH, when set, makes the build reproducible) and defines it as
// __BUILD_YEAR__. The year is New York's: a build just after midnight UTC on 1 January is still last year there.

export const SITE_TIME_ZONE = 'America/New_York';

/** The calendar year of `date` in New York. */
export function yearInNewYork(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric' }).format(date));
}

/** The build's date: SOURCE_DATE_EPOCH (seconds) when the environment sets it, otherwise now. */
export function buildDate(sourceDateEpoch: string | undefined, now: () => Date = () => new Date()): Date {
  const seconds = Number(sourceDateEpoch);
  return sourceDateEpoch && Number.isFinite(seconds) ? new Date(seconds * 1000) : now();
}
