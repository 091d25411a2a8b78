// One save action of a settings section: a second submit while one runs is ignored, the
// error keeps what was typed (the form state is the caller's), success fades after 3 s.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toUserError } from '../../../data/errors';
import { tr } from '../../../i18n';

export const UPDATE_FAILED = 'settings.update_failed';

export function useSave() {
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => setSuccess(null), 3000);
    return () => clearTimeout(t);
  }, [success]);

  const run = useCallback(async (fn: () => Promise<void>, done = tr('admin', 'settings.saved')) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setError(null);
    setSuccess(null);
    try {
      await fn();
      setSuccess(done);
    } catch (err) {
      setError(toUserError(err, tr('admin', UPDATE_FAILED)));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);

  return { saving, error, success, setError, run };
}
