import { z } from 'zod';

/**
 * Spanish texts for zod's built-in checks (type, size, format). The spec's own rule messages are
 * custom issues and pass through untouched.
 */
export function spanishZodMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Falta un dato obligatorio' : `Tipo de dato inválido: se esperaba ${typeName(issue.expected)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Admite como máximo ${issue.maximum} caracteres`
        : `Debe ser como máximo ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `Debe tener al menos ${issue.minimum} caracteres`
        : `Debe ser como mínimo ${issue.minimum}`;
    case 'invalid_format':
      return 'Formato inválido';
    case 'unrecognized_keys':
      return `Campos no admitidos: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return 'Valor no admitido';
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

export function useSpanishZodMessages(): void {
  z.config({ customError: spanishZodMessage });
}
