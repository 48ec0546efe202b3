import { homePage } from '../pages/home.ts';
import { homePage as homeAr } from './ar/home.ts';
import { homePage as homeEs } from './es/home.ts';
import { countForm, fill, slotsOf } from './fill.ts';

describe('fill and slotsOf', () => {
  it('fills the known slots and lists them sorted', () => {
    expect(fill('Call {name} at {phone}', { name: 'AMC' })).toBe('Call AMC at {phone}');
    expect(slotsOf('{phone} or {name}')).toEqual(['name', 'phone']);
  });
});

describe('countForm', () => {
  it("picks the language's plural category, or `other` when no form is given for it", () => {
    const forms = { one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' };
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map((n) => countForm('ar', n, forms))).toEqual([
      'other', // 0 has a category of its own, "zero", with no form here
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
      'other',
      'few',
      'many',
    ]);
    expect([1, 2].map((n) => countForm('en', n, forms))).toEqual(['one', 'other']);
  });
});

// The vet count on the home page, in every count's own form (the count is the directory's, computed at build).
describe('"N NYC vets listed"', () => {
  it.each([
    [0, '0 طبيب بيطري في نيويورك في القائمة'],
    [1, 'طبيب بيطري واحد في نيويورك في القائمة'],
    [2, 'طبيبان بيطريان في نيويورك في القائمة'],
    [3, '3 أطباء بيطريين في نيويورك في القائمة'],
    [10, '10 أطباء بيطريين في نيويورك في القائمة'],
    [11, '11 طبيبًا بيطريًا في نيويورك في القائمة'],
    [100, '100 طبيب بيطري في نيويورك في القائمة'],
  ])('in Arabic, %i reads "%s"', (count, text) => {
    expect(homeAr.facts.vetsListed(count)).toBe(text);
  });

  it('in English and Spanish, one vet is singular', () => {
    expect([1, 96].map(homePage.facts.vetsListed)).toEqual(['1 NYC vet listed', '96 NYC vets listed']);
    expect([1, 96].map(homeEs.facts.vetsListed)).toEqual([
      '1 veterinario de NYC en la lista',
      '96 veterinarios de NYC en la lista',
    ]);
  });
});
