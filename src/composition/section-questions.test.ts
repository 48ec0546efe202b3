import { sitePassages } from './site-assistant.ts';
import { guideIndex } from '../content/guide-index/entries.ts';
import { sectionQuestions, withSectionQuestions } from '../content/guide-index/section-questions.ts';

// The questions are the lay words of real sections: each key is a section the assistant can quote, and each
// list asks in English and in Spanish.

const SPANISH =
  /\b(?:que|como|cuanto|cuanta|cuantas|donde|cuando|mi|el|la|los|las|le|lo|al|del|un|una|es|se|gato|gata|gatos|para|por)\b/;

describe('section questions', () => {
  const paths = new Set(sitePassages.map((p) => p.path));

  it.each(Object.keys(sectionQuestions))('%s is a section the assistant quotes', (path) => {
    expect(paths).toContain(path);
  });

  it('cover every section, in English and Spanish, with no question twice', () => {
    for (const path of paths) {
      const list = sectionQuestions[path] ?? [];
      expect(list.length, path).toBeGreaterThanOrEqual(2);
      expect(
        list.some((q) => SPANISH.test(q)),
        `${path} has a Spanish question`,
      ).toBe(true);
      expect(
        list.some((q) => !SPANISH.test(q)),
        `${path} has an English question`,
      ).toBe(true);
    }
    const all = Object.values(sectionQuestions).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('reach the assistant: a question asked in other words than the section finds it', () => {
    const passage = sitePassages.find((p) => p.path === '/feeding#schedule');
    expect(passage?.keywords).toEqual(expect.arrayContaining(['how many meals a day']));
  });

  it('go to the entry that stands for a page, not to every entry that links it', () => {
    const synonymsOf = (id: string) => withSectionQuestions(guideIndex).find((e) => e.id === id)?.synonyms ?? [];
    const woundQuestion = sectionQuestions['/first-aid#topic-cuts-wounds']?.[0] ?? '';
    expect(synonymsOf('first-aid')).toContain(woundQuestion);
    expect(synonymsOf('heat-stroke')).not.toContain(woundQuestion);
    // A page's own questions reach its entries.
    expect(synonymsOf('find-help')).toEqual(expect.arrayContaining([...(sectionQuestions['/find-help'] ?? [])]));
  });
});
