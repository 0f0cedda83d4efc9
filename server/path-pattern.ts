/**
 * A route pattern as a regular expression, in the two syntaxes the project
 * writes: Fastify's (find-my-way: `:name`, `:name(regexp)`, `*` for the rest
 * of the path) for the server's routes, and wouter's (`:name`, `/:name?` for
 * an optional last segment) for the site's pages. A parameter matches one
 * path segment.
 */
const TOKEN = /(\/:[A-Za-z0-9_]+\?$|:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/;

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A parameter's source: any segment, or one of its known values. */
const segment = (name: string, values: ParameterValues) => {
  const known = values[name.replace(/\(.*$/, '')];
  return known ? `(?:${known.map(escape).join('|')})` : '[^/]+';
};

/** The values a parameter may take, by name (a page's `:period`); any segment for the others. */
export type ParameterValues = Readonly<Record<string, readonly string[]>>;

function sourceOf(part: string, values: ParameterValues): string {
  if (part === '*') return '.*';
  if (part.startsWith('/:')) return `(?:/${segment(part.slice(2, -1), values)})?`;
  if (part.startsWith(':')) return segment(part.slice(1), values);
  return escape(part);
}

export function pathPatternToRegExp(pattern: string, values: ParameterValues = {}): RegExp {
  return new RegExp(`^${pattern.split(TOKEN).map((part) => sourceOf(part, values)).join('')}$`);
}
