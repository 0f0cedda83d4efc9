/**
 * What widgets/core/api.ts parses an answer with: a schema, or a function that
 * loads one. The answers a page reads without the visitor doing anything
 * (advisors, horoscopes, live statuses) pass loaders (widgets/core/schema-loaders/lazy/,
 * one file per schema file, so that a bundle reaches only the schemas it reads):
 * a page the server drew with its data parses none of them before the visitor
 * acts, so zod and the schemas come with the first answer to parse, not with
 * the page's first script (issue 17: a seventh of the home page's JavaScript).
 */
import type * as z from 'zod/mini';

export type SchemaSource<T> = z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);

/** The answer parsed by its schema, loaded first if it is not yet (once: import() keeps what it loaded). */
export async function safeParseAnswer<T>(source: SchemaSource<T>, value: unknown) {
  let schema: z.ZodMiniType<T>;
  if (typeof source === 'function') {
    schema = await source();
    // zod may have loaded just now, on a partner's page.
    forgetZodGlobal();
  } else schema = source;
  return schema.safeParse(value);
}

/**
 * zod keeps its settings in a page global, `__zod_globalConfig`, which it
 * creates when it loads. The embed promises partner pages one global only
 * (`VoyanceEmbed`): when the global holds no settings (nobody else's zod
 * configured it), it goes; our copy of zod keeps its own reference.
 */
export function forgetZodGlobal(): void {
  const page = globalThis as { __zod_globalConfig?: object };
  if (page.__zod_globalConfig && Object.keys(page.__zod_globalConfig).length === 0) delete page.__zod_globalConfig;
}
