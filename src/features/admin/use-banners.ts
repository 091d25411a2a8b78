// The error and success banners on top of an admin tab: a success vanishes after 3 s
// (management spec §9); an error stays until the next action.
import { useCallback, useEffect, useRef, useState } from 'react';

export const SUCCESS_MS = 3000;

export function useBanners() {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const succeed = useCallback((text: string) => {
    setError(null);
    setSuccess(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setSuccess(null), SUCCESS_MS);
  }, []);

  const fail = useCallback((text: string) => {
    setSuccess(null);
    setError(text);
  }, []);

  const clear = useCallback(() => setError(null), []);
  return { error, success, succeed, fail, clear };
}
