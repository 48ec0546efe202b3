import { testResource } from '@/test/resource';
import { buildVetDirectory, countNycVets, findMoreVetsLinks, nycVetCount, vetClinics } from './vets';

const strong24h = { is24h: true, verification: { is24h: { level: 'corroborated' as const } } };

describe('buildVetDirectory', () => {
  const directory = (lists: Partial<Parameters<typeof buildVetDirectory>[0]>) =>
    buildVetDirectory({ emergency: [], lowCost: [], general: [], ...lists });

  it('leaves out places outside the five boroughs and New Jersey', () => {
    const clinics = directory({
      general: [
        testResource({ id: 'bronx', borough: 'Bronx' }),
        testResource({ id: 'long-island', borough: 'Long Island' }),
        testResource({ id: 'citywide', borough: 'Citywide' }),
        testResource({ id: 'no-borough' }),
        testResource({ id: 'hoboken', borough: 'New Jersey' }),
      ],
    });
    expect(clinics.map((c) => c.id)).toEqual(['bronx', 'hoboken']);
    expect(countNycVets(clinics)).toBe(1);
  });

  it('lists a place on two lists once, as its first list describes it', () => {
    const twice = testResource({ id: 'both', borough: 'Queens', ...strong24h });
    const [clinic, ...rest] = directory({ emergency: [twice], general: [twice] });
    expect(rest).toEqual([]);
    expect(clinic?.emergency).toBe(true);
    expect(clinic?.specialty).toBe('Emergency & critical care');
  });

  it('calls a place an emergency vet only from the emergency list, open 24/7 on strong evidence, with no open doubt', () => {
    const clinics = directory({
      emergency: [
        testResource({ id: 'strong', borough: 'Manhattan', ...strong24h }),
        testResource({
          id: 'weak',
          borough: 'Manhattan',
          is24h: true,
          verification: { is24h: { level: 'single-source' } },
        }),
        testResource({ id: 'in-doubt', borough: 'Manhattan', ...strong24h, status: 'unknown' }),
      ],
      general: [testResource({ id: 'general-24h', borough: 'Manhattan', ...strong24h })],
    });
    expect(clinics.filter((c) => c.emergency).map((c) => c.id)).toEqual(['strong']);
    expect(clinics.find((c) => c.id === 'general-24h')?.specialty).toBeNull();
  });

  it('leaves out a place nobody could confirm still runs when there is no phone to call and ask', () => {
    const phone = { phone: '(718) 555-0100', verification: { phone: { level: 'single-source' as const } } };
    const clinics = directory({
      general: [
        testResource({ id: 'unknown-no-phone', borough: 'Queens', status: 'unknown' }),
        testResource({ id: 'unknown-with-phone', borough: 'Queens', status: 'unknown', ...phone }),
        testResource({ id: 'running-no-phone', borough: 'Queens' }),
      ],
    });
    expect(clinics.map((c) => c.id)).toEqual(['unknown-with-phone', 'running-no-phone']);
  });

  it('rates cost low only where the record says so, and unknown otherwise', () => {
    const clinics = directory({
      lowCost: [
        testResource({ id: 'sliding', borough: 'Brooklyn', costNotes: 'Fees on a sliding scale.' }),
        testResource({ id: 'service', borough: 'Brooklyn', services: ['Low-cost spay/neuter'] }),
        testResource({ id: 'silent', borough: 'Brooklyn', costNotes: 'Call for prices.' }),
      ],
    });
    expect(clinics.map((c) => c.costLevel)).toEqual(['low', 'low', null]);
  });

  it('reads walk-ins as yes, no or unknown, and the exam fee from the sentence about exams', () => {
    const clinics = directory({
      general: [
        testResource({
          id: 'walk-in',
          borough: 'Bronx',
          services: ['Walk-ins welcome'],
          costNotes: 'Vaccines $20. Exams from $60; X-rays extra.',
        }),
        testResource({ id: 'appointments', borough: 'Bronx', eligibility: 'By appointment, no walk-ins' }),
        testResource({ id: 'unsaid', borough: 'Bronx', costNotes: 'Vaccines $20.' }),
      ],
    });
    expect(clinics.map((c) => c.acceptsWalkIns)).toEqual([true, false, null]);
    expect(clinics.map((c) => c.examFee)).toEqual(['Exams from $60', null, null]);
  });
});

describe('findMoreVetsLinks', () => {
  it('links 311, the ASPCA and ACC by the websites their records give', () => {
    expect(findMoreVetsLinks.city311).toMatch(/^https:\/\/portal\.311\.nyc\.gov/);
    expect(findMoreVetsLinks.aspca).toMatch(/^https:\/\/www\.aspca\.org/);
    expect(findMoreVetsLinks.acc).toMatch(/^https:\/\/www\.nycacc\.org/);
  });
});

describe('the site directory', () => {
  it('shows a count the build computed from the same list', () => {
    expect(nycVetCount).toBeGreaterThan(0);
    expect(__NYC_VET_COUNT__).toBe(countNycVets(vetClinics));
  });
});
