import { describe, expect, it } from 'vitest';
import { feedbackMessages, feedbackSchema } from './schema';

const valid = {
  email: 'ana@example.org',
  name: 'Ana',
  type: 'resource',
  subject: 'A good vet',
  message: 'Kind staff and fair prices.',
  resourceUrl: '',
};

/** The first message zod reports for one field, or undefined when the input is valid. */
function errorFor(input: Record<string, unknown>, field: string) {
  const result = feedbackSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('feedbackSchema', () => {
  it('accepts a complete submission', () => {
    expect(feedbackSchema.safeParse(valid).success).toBe(true);
  });

  it.each(['feedback', 'resource', 'suggestion', 'bug'])('accepts type %s', (type) => {
    expect(feedbackSchema.safeParse({ ...valid, type }).success).toBe(true);
  });

  it.each<[string, string, unknown, string | undefined]>([
    // Name and email are optional; a value that is given must be valid.
    ['email', 'empty', '', undefined],
    ['email', 'spaces only', '   ', undefined],
    ['email', 'missing', undefined, undefined],
    ['email', 'no @', 'ana.example.org', feedbackMessages.email],
    ['email', 'no domain', 'ana@', feedbackMessages.email],
    ['email', 'padded with spaces', '  ana@example.org ', undefined],
    ['email', 'too long', `${'a'.repeat(250)}@example.org`, feedbackMessages.email],
    ['name', 'empty', '', undefined],
    ['name', 'spaces only', '   ', undefined],
    ['name', 'missing', undefined, undefined],
    ['name', 'one character', 'A', feedbackMessages.name],
    ['name', 'one character padded with spaces', ' A ', feedbackMessages.name],
    ['name', 'two characters', 'Al', undefined],
    ['type', 'unset', '', feedbackMessages.type],
    ['type', 'unknown', 'spam', feedbackMessages.type],
    ['type', 'missing', undefined, feedbackMessages.type],
    ['subject', 'four characters', 'Help', feedbackMessages.subject],
    ['subject', 'five characters', 'Hello', undefined],
    ['message', 'nine characters', '123456789', feedbackMessages.message],
    ['message', 'ten characters padded with spaces', '  123456789  ', feedbackMessages.message],
    ['message', 'ten characters', '1234567890', undefined],
    ['resourceUrl', 'empty', '', undefined],
    ['resourceUrl', 'absent', undefined, undefined],
    ['resourceUrl', 'a web address', 'https://www.example.org/vets?id=1', undefined],
    ['resourceUrl', 'plain words', 'the vet on 5th', feedbackMessages.resourceUrl],
    ['resourceUrl', 'no scheme', 'www.example.org', feedbackMessages.resourceUrl],
    ['resourceUrl', 'a script URL', 'javascript:alert(1)', feedbackMessages.resourceUrl],
  ])('%s %s → %s', (field, _label, value, expected) => {
    expect(errorFor({ ...valid, [field]: value }, field)).toBe(expected);
  });

  it('accepts a submission without a name or an email', () => {
    const result = feedbackSchema.safeParse({
      type: 'bug',
      subject: 'Wrong phone',
      message: 'The clinic number is out of date.',
    });
    expect(result.success).toBe(true);
  });

  it('reports every invalid field at once', () => {
    const result = feedbackSchema.safeParse({ email: 'ana@', name: 'A', type: '', subject: '', message: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['email', 'name', 'type', 'subject', 'message']);
  });

  it('reports only the required fields when the optional ones are empty', () => {
    const result = feedbackSchema.safeParse({ email: '', name: '', type: '', subject: '', message: '' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['type', 'subject', 'message']);
  });

  it('trims text and drops unknown fields', () => {
    const result = feedbackSchema.parse({
      ...valid,
      name: '  Ana  ',
      email: ' ana@example.org ',
      company_website: 'spam',
    });
    expect(result.name).toBe('Ana');
    expect(result.email).toBe('ana@example.org');
    expect(result).not.toHaveProperty('company_website');
  });
});
