// What the Account Settings forms share: one message at the form's top (the server's, else
// the first field's, in the fields' order), a success text that goes after 3 s, and a save
// that empties the form when it worked and keeps what was typed when it did not.
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export const SUCCESS_MS = 3000;

function useFlash(): [string | null, (m: string) => void] {
  const [msg, setMsg] = useState<string | null>(null);
  useEffect(() => {
    if (!msg) return;
    const t = setTimeout(() => setMsg(null), SUCCESS_MS);
    return () => clearTimeout(t);
  }, [msg]);
  return [msg, setMsg];
}

/**
 * The form's save, a mutation: `mutationFn` sends the schema's values and returns the
 * success text; a thrown Error's message (the spec's text, e.g. 'Current password is
 * incorrect') shows, else `fallback`.
 */
export function useSettingsSubmit<T extends FieldValues>(form: UseFormReturn<T>, fields: Path<T>[], { mutationFn, fallback }: { mutationFn: (v: T) => Promise<string>; fallback: string }) {
  const [success, flash] = useFlash();
  const { errors, isSubmitting } = form.formState;
  const error = errors.root?.message ?? fields.map((f) => form.getFieldState(f).error?.message).find(Boolean);
  const save = useMutation({
    mutationFn,
    onSuccess: (done) => {
      form.reset();
      flash(done);
    },
    onError: (err) => form.setError('root', { message: err instanceof Error ? err.message : fallback }),
  });
  // The form waits for the answer (isSubmitting); the outcome is shown above.
  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => undefined,
      () => undefined,
    ),
  );
  return { error, success, busy: isSubmitting, submit: (e: FormEvent) => void submit(e) };
}

/**
 * useForm's options for the account forms whose one message sits at the top (settings,
 * reset): checked on submit only, so a message stays until the next try; the message is
 * the form's, not a field's, so no field takes the focus.
 */
export const CHECK_ON_SUBMIT = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;
