import { IGNORED_NUMBERS_TITLE } from './title';

/** Spanish texts of the ignore feature (Numeros Ignorados, docs/features/ignored-numbers.md). */
export const IGNORED_NUMBERS_TEXTS = {
  title: IGNORED_NUMBERS_TITLE,
  block: {
    title: 'Ignorar un número',
    phone: 'Número de teléfono',
    placeholder: 'solo números',
    button: 'Bloquear',
  },
  unblock: {
    title: 'Dejar de ignorar',
    select: 'Números ignorados',
    placeholder: 'Buscar número',
    nothingFound: 'No hay números con esos dígitos',
    button: 'Habilitar',
    count: (n: number) => (n === 1 ? '1 número ignorado' : `${n} números ignorados`),
  },
  /** The list's column header is the domain's (ignored-numbers/ignored-number-list.ts). */
  list: {
    search: 'Buscar número',
    actions: 'Acciones',
    empty: 'Todavía no hay números ignorados en esta isla.',
    noMatch: 'Ningún número coincide con la búsqueda.',
    unblock: (phone: string) => `Habilitar ${phone}`,
  },
} as const;
