import { z } from 'zod';

/**
 * Spanish texts for zod's built-in checks (type, size, format, unions), naming the field. The spec's
 * own rule messages are given explicitly in the schemas and pass through untouched. Every issue
 * code gets a Spanish text, so zod's English defaults ('Invalid input') never reach a user.
 */
export function spanishZodMessage(issue: z.core.$ZodRawIssue): string {
  const rule = issue.code === 'invalid_union' ? unionRule(issue) : undefined;
  if (rule) return rule;
  const field = issue.path?.length ? issue.path.join('.') : '';
  const detail = describe(issue);
  return field ? `Dato inválido en "${field}": ${detail}` : `Dato inválido: ${detail}`;
}

type UnionIssue = Extract<z.core.$ZodRawIssue, { code: 'invalid_union' }>;

/**
 * A value no option of a union takes: a rule of the option it was meant for (a date range's 'La
 * fecha final no puede ser anterior a la inicial') says more than 'none of the options'.
 */
function unionRule(issue: UnionIssue): string | undefined {
  return issue.errors?.flat().find((branchIssue) => branchIssue.code === 'custom')?.message;
}

/** When the value has the wrong type for every option, the types are named. */
function unionTypes(issue: UnionIssue): string | undefined {
  const expected = (issue.errors ?? []).map((branch) => {
    const first = branch[0];
    return first?.code === 'invalid_type' && first.path.length === 0 ? typeName(first.expected) : null;
  });
  if (!expected.length || expected.some((name) => name === null)) return undefined;
  return `se esperaba ${[...new Set(expected)].join(' o ')}`;
}

function describe(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'es obligatorio' : `se esperaba ${typeName(issue.expected)}`;
    case 'invalid_union':
      return unionTypes(issue) ?? 'valor no admitido';
    case 'too_big':
      return sizeText(issue.origin, 'máximo', issue.maximum, issue.inclusive !== false);
    case 'too_small':
      return sizeText(issue.origin, 'mínimo', issue.minimum, issue.inclusive !== false);
    case 'invalid_format':
      return 'formato inválido';
    case 'not_multiple_of':
      return `debe ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return `campos no admitidos: ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return 'nombre de campo no admitido';
    case 'invalid_element':
      return 'elemento no admitido';
    default:
      // invalid_value, and a custom rule written without its message.
      return 'valor no admitido';
  }
}

function sizeText(origin: string, bound: 'máximo' | 'mínimo', limit: unknown, inclusive: boolean): string {
  const count = Number(limit);
  if (origin === 'string') {
    return bound === 'máximo'
      ? `admite como máximo ${count} caracteres`
      : `debe tener al menos ${count} caracteres`;
  }
  if (origin === 'array' || origin === 'set') {
    return bound === 'máximo'
      ? `admite como máximo ${count} elementos`
      : `debe tener al menos ${count} elementos`;
  }
  if (!inclusive) return bound === 'máximo' ? `debe ser menor que ${count}` : `debe ser mayor que ${count}`;
  return `debe ser como ${bound} ${count}`;
}

function typeName(expected: string): string {
  const names: Record<string, string> = {
    string: 'un texto',
    number: 'un número',
    int: 'un número entero',
    bigint: 'un número entero',
    boolean: 'verdadero o falso',
    object: 'un objeto',
    record: 'un objeto',
    map: 'un objeto',
    array: 'una lista',
    tuple: 'una lista',
    set: 'una lista',
    date: 'una fecha',
    null: 'nulo',
    nan: 'un número',
  };
  return names[expected] ?? 'otro tipo de dato';
}

/** Installs the Spanish texts as zod's global error map (server start and web start). */
export function installSpanishZodMessages(): void {
  z.config({ customError: spanishZodMessage });
}
