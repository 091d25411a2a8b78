// The ?page= of a paged screen, kept in range: a bad value is rewritten to 1 in place
// (history replaced), and `clampTo(last)` moves a page beyond the last to the last.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clampPage, parsePage } from '../lib/page-param';

export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  const page = parsePage(raw);

  const replacePage = useCallback(
    (p: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (p > 1) next.set('page', String(p));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (raw !== null && raw !== String(page)) replacePage(page);
    else if (raw === '1') replacePage(1);
  }, [raw, page, replacePage]);

  const clampTo = useCallback(
    (totalPages: number) => {
      const p = clampPage(page, totalPages);
      if (p !== page) replacePage(p);
    },
    [page, replacePage],
  );

  return { page, clampTo };
}
