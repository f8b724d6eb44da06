/**
 * Repairs what zod's OpenAPI 3.0 output leaves invalid or misleading: a union with a null branch comes out as
 * `{ nullable: true, anyOf: [...] }`, but 3.0 only honours `nullable` beside a `type`, and an
 * `anyOf` of one schema is that schema; a tuple's items come out as a union with repeated branches. Applied to the whole document once it is built.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The branches of a union once repeated ones are dropped (zod writes a tuple's items as a union). */
function distinct(branches: unknown[]): unknown[] {
  const seen = new Set<string>();
  return branches.filter((branch) => {
    const key = JSON.stringify(branch);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/**
 * A text the rules read as empty when absent (`absentAsEmpty`, docs/api-contracts.md) comes out with
 * `default: ''`; where the field's pattern refuses the empty text, the field is required in practice
 * and the default would tell a caller otherwise, so it is left out.
 */
function withoutRefusedDefault(schema: Json): Json {
  const { default: fallback, pattern, ...rest } = schema;
  if (typeof fallback !== 'string' || typeof pattern !== 'string') return schema;
  return new RegExp(pattern).test(fallback) ? schema : { ...rest, pattern };
}

function fixSchema(built: Json): Json {
  const schema = withoutRefusedDefault(built);
  const { anyOf: written, nullable, ...rest } = schema;
  if (!Array.isArray(written)) return schema;
  const anyOf = distinct(written);
  // An empty union (an empty tuple's items) says nothing: no item is allowed anyway by maxItems 0.
  if (anyOf.length === 0) return { ...rest, ...(nullable ? { nullable } : {}) };
  if (anyOf.length === 1 && isObject(anyOf[0])) {
    return { ...rest, ...anyOf[0], ...(nullable ? { nullable } : {}) };
  }
  if (!nullable || 'type' in rest) return { ...schema, anyOf };
  // Null is allowed by each branch instead of by the union, which has no type to attach it to.
  return {
    ...rest,
    anyOf: anyOf.map((branch) => (isObject(branch) && 'type' in branch ? { ...branch, nullable } : branch)),
  };
}

/** Walks every object of the document, fixing schemas bottom-up. */
export function fixSchemas<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => fixSchemas(item)) as T;
  if (!isObject(value)) return value;
  const walked: Json = {};
  for (const [key, child] of Object.entries(value)) walked[key] = fixSchemas(child);
  return fixSchema(walked) as T;
}
