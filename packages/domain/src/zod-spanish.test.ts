import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installSpanishZodMessages } from './zod-spanish';

installSpanishZodMessages();

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('zod messages in Spanish', () => {
  const body = z
    .object({ username: z.string().max(5), age: z.number().int().min(18), tags: z.array(z.string()) })
    .strict();

  it('names the field and says what is expected', () => {
    expect(first(body, { username: 1, age: 20, tags: [] })).toBe(
      'Dato inválido en "username": se esperaba un texto',
    );
    expect(first(body, { age: 20, tags: [] })).toBe('Dato inválido en "username": es obligatorio');
    expect(first(body, { username: 'abcdef', age: 20, tags: [] })).toBe(
      'Dato inválido en "username": admite como máximo 5 caracteres',
    );
    expect(first(body, { username: 'a', age: 10, tags: [] })).toBe(
      'Dato inválido en "age": debe ser como mínimo 18',
    );
    expect(first(body, { username: 'a', age: 20, tags: [3] })).toBe(
      'Dato inválido en "tags.0": se esperaba un texto',
    );
    expect(first(body, { username: 'a', age: 20, tags: [], extra: 1 })).toBe(
      'Dato inválido: campos no admitidos: extra',
    );
  });

  it("leaves the spec's own messages untouched", () => {
    expect(first(z.string().min(1, 'Debe ingresar un nombre'), '')).toBe('Debe ingresar un nombre');
  });
});
