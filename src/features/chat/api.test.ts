import { chatResponseSchema } from './api';

describe('chatResponseSchema', () => {
  it('keeps the urgency the function sends', () => {
    const parsed = chatResponseSchema.parse({
      reply: 'See a vet within 24 hours: vomiting.',
      emergency: false,
      urgency: 'urgent',
      sources: [],
    });
    expect(parsed.urgency).toBe('urgent');
  });

  it('reads a reply without urgency from the emergency flag', () => {
    expect(chatResponseSchema.parse({ reply: 'x', emergency: true }).urgency).toBe('emergency');
    expect(chatResponseSchema.parse({ reply: 'x' }).urgency).toBe('routine');
  });

  it('never shows a flagged emergency as less than an emergency', () => {
    expect(chatResponseSchema.parse({ reply: 'x', emergency: true, urgency: 'routine' }).urgency).toBe('emergency');
  });

  it('rejects an unknown level', () => {
    expect(() => chatResponseSchema.parse({ reply: 'x', urgency: 'soon' })).toThrow();
  });
});
