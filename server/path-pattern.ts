/**
 * A route pattern as a regular expression, in the two syntaxes the project
 * writes: Fastify's (find-my-way: `:name`, `:name(regexp)`, `*` for the rest
 * of the path) for the server's routes, and wouter's (`:name`, `/:name?` for
 * an optional last segment) for the site's pages. A parameter matches one
 * path segment.
 */
const TOKEN = /(\/:[A-Za-z0-9_]+\?$|:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/;

function sourceOf(part: string): string {
  if (part === '*') return '.*';
  if (part.startsWith('/:')) return '(?:/[^/]+)?';
  if (part.startsWith(':')) return '[^/]+';
  return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

export function pathPatternToRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.split(TOKEN).map(sourceOf).join('')}$`);
}
