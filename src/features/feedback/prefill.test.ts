import { describe, expect, it } from 'vitest';
import { prefillFromSearch } from './prefill';

describe('prefillFromSearch', () => {
  it.each<[string, Record<string, string>]>([
    ['', {}],
    [
      '?type=resource&subject=Wrong+info%3A+Some+Clinic&resourceUrl=https%3A%2F%2Fclinic.example.org',
      { type: 'resource', subject: 'Wrong info: Some Clinic', resourceUrl: 'https://clinic.example.org' },
    ],
    ['?type=bug', { type: 'bug' }],
    ['?type=spam&subject=Hello+there', { subject: 'Hello there' }],
    ['?subject=%20%20&resourceUrl=', {}],
    ['?email=a%40b.co&name=Bot&message=hi', {}],
  ])('%s', (search, expected) => {
    expect(prefillFromSearch(new URLSearchParams(search))).toEqual(expected);
  });

  it('cuts an over-long subject to the schema maximum', () => {
    expect(prefillFromSearch(new URLSearchParams({ subject: 'x'.repeat(500) })).subject).toHaveLength(200);
  });
});
