import { describe, expect, it } from 'vitest';
import { feedbackErrors as spanishErrors } from '../../content/locales/es/feedback';
import { feedbackMessages, feedbackSchema, feedbackSchemaWith } from './schema';

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
    // Name and email are required (the spec's rules), so a recommendation can be followed up.
    ['email', 'empty', '', feedbackMessages.email],
    ['email', 'spaces only', '   ', feedbackMessages.email],
    ['email', 'missing', undefined, feedbackMessages.email],
    ['email', 'no @', 'ana.example.org', feedbackMessages.email],
    ['email', 'no domain', 'ana@', feedbackMessages.email],
    ['email', 'padded with spaces', '  ana@example.org ', undefined],
    ['email', 'too long', `${'a'.repeat(250)}@example.org`, feedbackMessages.email],
    ['name', 'empty', '', feedbackMessages.name],
    ['name', 'spaces only', '   ', feedbackMessages.name],
    ['name', 'missing', undefined, feedbackMessages.name],
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

  it('refuses a submission without a name or an email', () => {
    const result = feedbackSchema.safeParse({
      type: 'bug',
      subject: 'Wrong phone',
      message: 'The clinic number is out of date.',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([feedbackMessages.email, feedbackMessages.name]);
  });

  it('reports every invalid field at once', () => {
    const result = feedbackSchema.safeParse({ email: 'ana@', name: 'A', type: '', subject: '', message: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['email', 'name', 'type', 'subject', 'message']);
  });

  it('gives all five of the spec’s messages for an empty form', () => {
    const result = feedbackSchema.safeParse({ email: '', name: '', type: '', subject: '', message: '' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', feedbackMessages.email],
      ['name', feedbackMessages.name],
      ['type', feedbackMessages.type],
      ['subject', feedbackMessages.subject],
      ['message', feedbackMessages.message],
    ]);
  });

  it('words the English messages exactly as the spec does', () => {
    expect(feedbackMessages).toMatchObject({
      email: 'Please enter a valid email address',
      name: 'Name must be at least 2 characters',
      type: 'Please select a submission type',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('reports the same rules in Spanish with the Spanish messages', () => {
    const schema = feedbackSchemaWith(spanishErrors);
    const empty = schema.safeParse({ email: '', name: '', type: '', subject: '', message: '' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      'Escriba un correo electrónico válido',
      'El nombre debe tener al menos 2 letras',
      'Escoja un tipo de mensaje',
      'El asunto debe tener al menos 5 letras',
      'El mensaje debe tener al menos 10 letras',
    ]);
    const url = schema.safeParse({ ...valid, resourceUrl: 'example.org' });
    expect(url.error?.issues.map((i) => i.message)).toEqual([spanishErrors.resourceUrl]);
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
