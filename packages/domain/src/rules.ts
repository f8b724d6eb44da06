import type { z } from 'zod';

/** Adds one custom issue carrying the first failing rule's message. */
export function firstRule<T>(rule: (value: T) => string | undefined) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}
