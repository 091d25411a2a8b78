// A strip that scrolls sideways (the library's tabs on a phone) shows that it does: the
// edge with more behind it fades out (a CSS mask), so a cut tab reads as "more this way"
// rather than as the end of the row (issue 39 §4).
import { useEffect, useState, type CSSProperties, type RefObject } from 'react';

export interface Edges {
  start: boolean;
  end: boolean;
}

/** The mask for the edges that have more behind them; undefined when nothing is hidden. */
export function edgeMask({ start, end }: Edges, fade = 40): CSSProperties | undefined {
  if (!start && !end) return undefined;
  const image = `linear-gradient(to right, ${start ? 'transparent 0, #000 ' + fade + 'px' : '#000 0'}, ${end ? '#000 calc(100% - ' + fade + 'px), transparent 100%' : '#000 100%'})`;
  return { maskImage: image, WebkitMaskImage: image };
}

export function useScrollEdges(ref: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const next = { start: el.scrollLeft > 1, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
      setEdges((e) => (e.start === next.start && e.end === next.end ? e : next));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      ro?.disconnect();
    };
  }, [ref]);
  return edges;
}
