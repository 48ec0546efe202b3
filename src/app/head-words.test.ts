import { routeDescriptions, routeKeywords } from '@/config/route-head';
import { routeList } from '@/config/routes';
import { LOCALES } from '@/content/locales/types';
import { headWordsFor } from './head-words';

describe('headWordsFor', () => {
  it('gives English pages the English descriptions and the hubs their keywords', () => {
    expect(headWordsFor('en')).toEqual({ descriptions: routeDescriptions, keywords: routeKeywords });
    expect(Object.keys(routeKeywords).sort()).toEqual(['dailyCare', 'emergency', 'findHelp']);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    'gives %s pages a description of every route in their language, and no English keywords',
    (locale) => {
      const { descriptions, keywords } = headWordsFor(locale);
      expect(keywords).toEqual({});
      for (const { id } of routeList) {
        expect(descriptions[id], `${locale} ${id}`).toBeTruthy();
        expect(descriptions[id], `${locale} ${id}`).not.toBe(routeDescriptions[id]);
      }
    },
  );
});
