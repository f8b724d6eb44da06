import { z } from 'zod';

/**
 * Spanish texts for zod's built-in checks (type, size, format), naming the field. The spec's own
 * rule messages are given explicitly in the schemas and pass through untouched.
 */
export function spanishZodMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const detail = describe(issue);
  if (!detail) return undefined;
  const field = issue.path?.length ? issue.path.join('.') : '';
  return field ? `Dato inválido en "${field}": ${detail}` : `Dato inválido: ${detail}`;
}

function describe(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'es obligatorio' : `se esperaba ${typeName(issue.expected)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `admite como máximo ${issue.maximum} caracteres`
        : `debe ser como máximo ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `debe tener al menos ${issue.minimum} caracteres`
        : `debe ser como mínimo ${issue.minimum}`;
    case 'invalid_format':
      return 'formato inválido';
    case 'unrecognized_keys':
      return `campos no admitidos: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return 'valor no admitido';
    default:
      return undefined;
  }
}

function typeName(expected: string): string {
  const names: Record<string, string> = {
    string: 'un texto',
    number: 'un número',
    int: 'un número entero',
    boolean: 'verdadero o falso',
    object: 'un objeto',
    array: 'una lista',
  };
  return names[expected] ?? expected;
}

/** Installs the Spanish texts as zod's global error map (server start and web start). */
export function installSpanishZodMessages(): void {
  z.config({ customError: spanishZodMessage });
}
