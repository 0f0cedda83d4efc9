/**
 * Which files a page downloads for the widgets it holds: each tag's own
 * files (its entry and the chunks it imports), or one file with every
 * element when that weighs less. Every file a page downloads is compressed on
 * its own, so nine elements in seventeen files weigh more than the same code
 * in one; a page with one or two widgets is lighter with their own files.
 * The build measures the files and writes the plan into the loader; the
 * loader and `npm run bench` decide with this one function.
 */

/** Sizes in hundreds of gzip bytes, measured at build time. */
export interface EmbedPlan {
  /** The file holding every element. */
  whole: number;
  /** The per-tag files: entries and shared chunks. */
  files: readonly number[];
  /** For each tag, the indexes in `files` of its entry and every chunk it imports. */
  tags: Readonly<Record<string, readonly number[]>>;
}

/** The file with every element, beside the per-tag entries of a flavour. */
export const WHOLE_FILE = 'all.js';

/** True when one file with every element weighs less than these tags' own files. */
export function wholeIsLighter(plan: EmbedPlan, tags: Iterable<string>): boolean {
  const files = new Set<number>();
  for (const tag of tags) for (const file of plan.tags[tag] ?? []) files.add(file);
  let bytes = 0;
  for (const file of files) bytes += plan.files[file] ?? 0;
  return plan.whole < bytes;
}
