/**
 * How many pages a paged list has, from the server's answers alone: a first
 * page shorter than the total is full, so its length is the page size. The
 * console then follows whatever size the server pages by.
 */
import { useRef } from 'react';

export function usePageCount(page: number, shown: number | undefined, total: number | undefined): number {
  const pageSize = useRef<number | null>(null);
  if (page === 1 && shown !== undefined && total !== undefined && shown > 0 && shown < total) pageSize.current = shown;
  if (total === undefined || total === 0) return 1;
  const size = pageSize.current ?? Math.max(shown ?? total, 1);
  return Math.max(1, Math.ceil(total / size));
}
