import { describe, expect, it } from 'vitest';
import { DEFAULT_INTENTS, iresponseBody, IRESPONSE_MESSAGES } from './iresponse-rules';

describe('chatbot reply save', () => {
  it('needs a response; the alternative may stay empty; id and intent are ignored', () => {
    const missing = iresponseBody.safeParse({ response: ' ', alter_response: 'x' });
    expect(missing.error?.issues[0]?.message).toBe(IRESPONSE_MESSAGES.responseRequired);
    expect(iresponseBody.parse({ id: 3, intent: 'otro', response: 'Hola' })).toEqual({
      response: 'Hola',
      alter_response: '',
    });
  });

  it('gives each new island one reply per intent', () => {
    const intents = DEFAULT_INTENTS.map((reply) => reply.intent);
    expect(new Set(intents).size).toBe(intents.length);
  });
});
