import { describe, expect, it } from 'vitest';
import { findTextProblem, textProblem, textProblemMessage } from './text-input';

describe('text the API refuses', () => {
  it('finds NUL and unpaired surrogates, and lets paired ones and ordinary text pass', () => {
    expect(textProblem('a\u0000b')).toBe('nul');
    expect(textProblem('x\ud800y')).toBe('surrogate');
    expect(textProblem('\udfff')).toBe('surrogate');
    expect(textProblem('\ud800')).toBe('surrogate');
    expect(textProblem('\udc00\ud800')).toBe('surrogate');
    expect(textProblem('José 😀 ñandú')).toBeUndefined();
    expect(textProblem("' OR 1=1; -- <script>")).toBeUndefined();
  });

  it('names the first field with a problem, in the order sent, through objects and arrays', () => {
    expect(findTextProblem({ a: 'ok', b: { c: ['x', 'y\u0000'] }, d: '\ud800' })).toEqual({
      field: 'b.c.1',
      problem: 'nul',
    });
    expect(findTextProblem({ ok: 1, list: [true, null, 2] })).toBeUndefined();
    expect(findTextProblem('\u0000')).toEqual({ field: '', problem: 'nul' });
    expect(findTextProblem({ 'a\u0000': 1 }, 'body')).toEqual({ field: 'body', problem: 'nul' });
  });

  it('walks deep nesting and long arrays without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + '"\\u0000"' + ']'.repeat(100_000));
    expect(findTextProblem(deep)?.problem).toBe('nul');
    expect(findTextProblem(new Array(500_000).fill('x'))).toBeUndefined();
  });

  it('says it in Spanish, naming the field', () => {
    expect(textProblemMessage({ field: 'username', problem: 'nul' })).toBe(
      'Dato inválido en "username": contiene un carácter nulo (\\0), que no se admite',
    );
    expect(textProblemMessage({ field: '', problem: 'surrogate' })).toBe(
      'Dato inválido: contiene un carácter Unicode incompleto (un sustituto sin su par)',
    );
  });
});
