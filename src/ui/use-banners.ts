// The error and success banners on top of a management list (admin tabs, the video
// manager, creator requests): a success vanishes after 3 s (management spec §9); an error
// stays until the next action. A list's reload clears only its own load failure
// (failLoad/loaded), never an action's message that the reload follows.
// With a `scope`, the banners show what the query client says for the mutations and
// queries whose meta names that scope (data/write-messages.ts): the screen's writes and
// loads keep no catch blocks of their own.
import { useCallback, useEffect, useRef, useState } from 'react';
import { listen } from '../data/write-messages';

export const SUCCESS_MS = 3000;

export function useBanners(scope?: string) {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const errorIsLoad = useRef(false);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const succeed = useCallback((text: string) => {
    errorIsLoad.current = false;
    setError(null);
    setSuccess(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setSuccess(null), SUCCESS_MS);
  }, []);

  const fail = useCallback((text: string) => {
    errorIsLoad.current = false;
    setSuccess(null);
    setError(text);
  }, []);

  const clear = useCallback(() => {
    errorIsLoad.current = false;
    setError(null);
  }, []);

  /** The list failed to load. */
  const failLoad = useCallback((text: string) => {
    fail(text);
    errorIsLoad.current = true;
  }, [fail]);

  /** The list loaded: a load failure goes, an action's message stays. */
  const loaded = useCallback(() => {
    if (errorIsLoad.current) clear();
  }, [clear]);

  useEffect(() => {
    if (!scope) return;
    return listen(scope, (m) => {
      if (m.kind === 'error') fail(m.text);
      else if (m.kind === 'success') succeed(m.text);
      // An empty load failure is none (offline, a saved copy on screen): it takes the last one away.
      else if (m.kind === 'load-error' && m.text) failLoad(m.text);
      else loaded();
    });
  }, [scope, fail, succeed, failLoad, loaded]);

  return { error, success, succeed, fail, clear, failLoad, loaded };
}
