import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installSpanishZodMessages } from './zod-spanish';
import { DATE_RANGE_MESSAGES, dateRangeValue } from './date-range';
import { historyBody } from './players/player-rules';

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

describe('no English from zod', () => {
  const english = /Invalid|Required|Expected|expected|Too (big|small)|Unrecognized/;

  it('a union names the rule of the option meant, or the types it takes', () => {
    const range = z.object({ value: z.union([z.tuple([]), dateRangeValue]) });
    expect(first(range, { value: ['2024-05-02', '2024-05-01'] })).toBe(DATE_RANGE_MESSAGES.endBeforeStart);
    expect(first(z.object({ n: z.union([z.number(), z.string()]) }), { n: true })).toBe(
      'Dato inválido en "n": se esperaba un número o un texto',
    );
    expect(first(z.object({ v: z.union([z.literal('a'), z.literal('b')]) }), { v: 'c' })).toBe(
      'Dato inválido en "v": valor no admitido',
    );
  });

  it('POST /api/clients/history: a bad date range answers Spanish', () => {
    expect(first(historyBody, { username: 'ana', value: '<script>' })).toBe(
      'Dato inválido en "value": se esperaba una lista',
    );
    expect(first(historyBody, { username: 'ana', value: ['9999-12-31', ''] })).toBe(
      DATE_RANGE_MESSAGES.outOfCalendar,
    );
    expect(first(historyBody, { username: 'ana', value: [1, 2, 3] })).not.toMatch(english);
  });

  it('every other built-in check, and a rule written without its message', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.number().positive(), 0, 'Dato inválido: debe ser mayor que 0'],
      [z.number().lt(5), 5, 'Dato inválido: debe ser menor que 5'],
      [z.number().multipleOf(5), 7, 'Dato inválido: debe ser múltiplo de 5'],
      [z.array(z.string()).max(1), ['a', 'b'], 'Dato inválido: admite como máximo 1 elementos'],
      [z.tuple([z.string()]), 'x', 'Dato inválido: se esperaba una lista'],
      [
        z.record(z.string().max(1), z.string()),
        { ab: 'x' },
        'Dato inválido en "ab": nombre de campo no admitido',
      ],
      [z.string().refine(() => false), 'x', 'Dato inválido: valor no admitido'],
      [z.date(), 'hoy', 'Dato inválido: se esperaba una fecha'],
      [z.nan(), 1, 'Dato inválido: se esperaba un número'],
    ];
    for (const [schema, value, message] of cases) expect(first(schema, value)).toBe(message);
  });
});
