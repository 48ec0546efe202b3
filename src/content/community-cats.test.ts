import { phonesIn } from '../core/phone';
import { communityCatSources } from './community-cats';
import { communityCatsPage } from './pages/community-cats';
import { phoneDisplay } from './resources';
import { routes } from '../config/routes';

const sources = Object.entries(communityCatSources);

describe('/community-cats content', () => {
  it('has a section for each anchor the route registry lists, in that order', () => {
    expect(communityCatsPage.sections.map((s) => s.id)).toEqual(routes.communityCats.anchors);
  });

  it('cites, for every step, a sourced record, and lists only sourced organisations', () => {
    for (const section of communityCatsPage.sections) {
      expect(section.steps.length, section.id).toBeGreaterThan(0);
      for (const step of section.steps) expect(communityCatSources[step.from], step.text).toBeDefined();
      for (const key of section.contacts) expect(communityCatSources[key]).toBeDefined();
    }
  });

  it.each(sources)('%s shows a phone only as one number, at a level the data rules allow', (_key, resource) => {
    if (resource.phone === null) return;
    expect(phonesIn(resource.phone)).toEqual([resource.phone]);
    expect(phoneDisplay(resource)).not.toBe('hidden');
  });

  it.each(sources)('%s keeps an email or text line only from its own page or two sources', (_key, resource) => {
    for (const field of ['email', 'textLine'] as const) {
      if (resource[field] === null) continue;
      expect(['corroborated', 'official-page']).toContain(resource.verification[field]?.level);
    }
    if (resource.textLine) expect(phonesIn(resource.textLine)).toEqual([resource.textLine]);
  });

  it('types no phone number into the guide text: numbers come from the records', () => {
    for (const section of communityCatsPage.sections)
      for (const step of section.steps) expect(phonesIn(step.text), step.text).toEqual([]);
  });
});
