import type { SwaggerOptions } from '@fastify/swagger';
import { ERROR_SCHEMA_NAME, errorSchema } from '../error-responses';
import { API_DESCRIPTION, SECURITY_SCHEMES, SESSION_SCHEME, TAG_DESCRIPTIONS } from './document-info';
import { documentRoute } from './route-document';
import { fixSchemas } from './schema-fixes';

type Document = {
  paths?: Record<string, Record<string, { tags?: string[]; parameters?: { in: string; name: string }[] }>>;
  tags?: { name: string; description?: string }[];
};

/**
 * `/api/ignore/` is the spec's alias of `/api/ignore`: both paths answer, but a document with both
 * is ambiguous, so the alias with a trailing slash is left out of it.
 */
function withoutSlashAliases(paths: NonNullable<Document['paths']>): NonNullable<Document['paths']> {
  return Object.fromEntries(
    Object.entries(paths).filter(([path]) => !(path.endsWith('/') && path.slice(0, -1) in paths)),
  );
}

/** Every tag the operations use, with its feature's description. */
function tagsOf(paths: NonNullable<Document['paths']>): NonNullable<Document['tags']> {
  const names = new Set(Object.values(paths).flatMap((m) => Object.values(m).flatMap((op) => op.tags ?? [])));
  return [...names].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] }));
}

/** The whole document once built: paths a partner can use as they are, schemas valid in OpenAPI 3.0. */
function finishDocument({ openapiObject }: { openapiObject: Partial<Document> }) {
  const paths = withoutSlashAliases(openapiObject.paths ?? {});
  return fixSchemas({ ...openapiObject, paths, tags: tagsOf(paths) });
}

/** @fastify/swagger's options: the document served at /api/docs/json (docs/api-contracts.md). */
export function openApiOptions(publicUrl: URL | undefined): SwaggerOptions {
  return {
    openapi: {
      info: { title: 'Panel Comprobantes API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [
        {
          url: publicUrl ? publicUrl.origin : '/',
          description: publicUrl ? 'Este panel' : 'El mismo origen que sirve el documento',
        },
      ],
      components: {
        securitySchemes: SECURITY_SCHEMES as never,
        schemas: { [ERROR_SCHEMA_NAME]: errorSchema as never },
      },
      security: [{ [SESSION_SCHEME]: [] }],
    },
    transform: documentRoute as never,
    transformObject: finishDocument as never,
  };
}
