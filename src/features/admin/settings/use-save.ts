// One save action of a settings section, a mutation: a second submit while one runs is
// ignored, the error keeps what was typed (the form state is the caller's), success fades
// after 3 s. `mutate(fn, done)` runs `fn` as the mutation's function.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toUserError } from '../../../data/errors';
import { tr } from '../../../i18n';

export const UPDATE_FAILED = 'settings.update_failed';

interface Save {
  fn: () => Promise<void>;
  done: string;
}

export function useSave() {
  const busy = useRef(false);
  // A refusal of the section's own (validation); the server's comes from the mutation.
  const [invalid, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => setSuccess(null), 3000);
    return () => clearTimeout(t);
  }, [success]);

  const save = useMutation({
    mutationFn: ({ fn }: Save) => fn(),
    onMutate: () => {
      setError(null);
      setSuccess(null);
    },
    onSuccess: (_d, { done }) => setSuccess(done),
  });
  const { mutateAsync } = save;

  const mutate = useCallback(
    async (fn: () => Promise<void>, done = tr('admin', 'settings.saved')) => {
      if (busy.current) return;
      busy.current = true;
      // The outcome is shown from the mutation's state (error, success) below.
      await mutateAsync({ fn, done }).catch(() => undefined);
      busy.current = false;
    },
    [mutateAsync],
  );

  const error = invalid ?? (save.error ? toUserError(save.error, tr('admin', UPDATE_FAILED)) : null);
  return { saving: save.isPending, error, success, setError, mutate };
}
