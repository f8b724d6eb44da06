import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Types `typed` key by key into a money field (AmountInput): the field keeps it as typed, and its
 * description says how it reads it, matching `reads` (e.g. /Se lee: \$\s1\.500,50/).
 */
export async function typeAmount(user: UserEvent, field: HTMLElement, typed: string, reads: RegExp) {
  await user.type(field, typed);
  expect(field).toHaveValue(typed);
  expect(field).toHaveAccessibleDescription(reads);
}
