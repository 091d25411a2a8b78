// The window's width, following resizes: which ad formats fit (side columns, inline ads,
// the device of the page-level formats) depends on it.
import { useEffect, useState } from 'react';

export function useViewportWidth() {
  const [w, setW] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  useEffect(() => {
    const on = () => setW(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return w;
}
