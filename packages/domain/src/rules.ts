import { z } from 'zod';

/** Adds one custom issue carrying the first failing rule's message. */
export function firstRule<T>(rule: (value: T) => string | undefined) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/**
 * A form's body in which a field left out (or sent as null) counts as its empty value, and a body left
 * out as `{}`: an API client that omits a field then gets the form's own message for it, in the
 * form's order, exactly as one that sends it empty (docs/features/README.md). Wrong types still
 * get the generic type message. The documented body is `schema`'s, so required fields stay required.
 */
export function absentAsEmpty<T extends z.ZodType>(schema: T, empty: Record<string, unknown> = {}) {
  return z.preprocess((body: unknown) => {
    if (body === undefined || body === null) return { ...empty };
    if (typeof body !== 'object' || Array.isArray(body)) return body;
    const filled: Record<string, unknown> = { ...body };
    for (const [field, value] of Object.entries(empty)) filled[field] ??= value;
    return filled;
  }, schema);
}
