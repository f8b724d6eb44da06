/**
 * Characters no text the API takes may carry: PostgreSQL text cannot hold NUL (U+0000), and an
 * unpaired UTF-16 surrogate is not Unicode at all (jsonb, where the audit log copies the input,
 * refuses it). Every string of a request (body, query, path, the headers the app reads, multipart
 * fields) is checked here before anything reads it.
 */
export type TextProblem = 'nul' | 'surrogate';

export const TEXT_INPUT_MESSAGES = {
  nul: 'contiene un carácter nulo (\\0), que no se admite',
  surrogate: 'contiene un carácter Unicode incompleto (un sustituto sin su par)',
} as const;

// Without the `u` flag a regex sees UTF-16 code units, so it can find a half of a pair alone.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with one string, or undefined. */
export function textProblem(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

export interface TextProblemFound {
  /** Where, as zod names a field: `username`, `filters.name`, `tags.0`; empty for the value itself. */
  field: string;
  problem: TextProblem;
}

/**
 * The first string (or object key) with a problem anywhere in a parsed value. Iterative, so a body
 * of deeply nested arrays cannot overflow the stack.
 */
export function findTextProblem(value: unknown, field = ''): TextProblemFound | undefined {
  const pending: [unknown, string][] = [[value, field]];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { field: path, problem };
    } else if (current && typeof current === 'object') {
      const entries: [string | number, unknown][] = Array.isArray(current)
        ? [...current.entries()]
        : Object.entries(current);
      for (const [key] of entries) {
        // A bad key is reported at the object that holds it: the key itself is not printable.
        const keyProblem = typeof key === 'string' ? textProblem(key) : undefined;
        if (keyProblem) return { field: path, problem: keyProblem };
      }
      // Pushed last to first, so values are reported in the order they were sent.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        pending.push([child, path ? `${path}.${key}` : String(key)]);
      }
    }
  }
  return undefined;
}

/** The Spanish message for a problem found, in the shape of the other field messages. */
export function textProblemMessage({ field, problem }: TextProblemFound): string {
  const detail = TEXT_INPUT_MESSAGES[problem];
  return field ? `Dato inválido en "${field}": ${detail}` : `Dato inválido: ${detail}`;
}
