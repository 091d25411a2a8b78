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
 * A form's one server write as a mutation (issue 40 §4): react-hook-form's isSubmitting
 * stays the busy state (the submit waits for the answer), a refusal goes to the form's root
 * error (a thrown Error's message, the spec's text, e.g. 'Current password is incorrect',
 * else `fallback`), and what follows a success is the caller's `onSuccess`.
 */
export function useFormWrite<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  { mutationFn, onSuccess, fallback }: { mutationFn: (v: T) => Promise<R>; onSuccess: (data: R, v: T) => void; fallback: string },
) {
  const write = useMutation({
    mutationFn,
    onSuccess,
    onError: (err) => form.setError('root', { message: err instanceof Error ? err.message : fallback }),
  });
  const submit = form.handleSubmit((v) =>
    write.mutateAsync(v).then(
      () => undefined,
      () => undefined,
    ),
  );
  return (e: FormEvent) => void submit(e);
}

/**
 * The settings form's save: `mutationFn` sends the schema's values and returns the success
 * text, shown for 3 s; the form empties when it worked and keeps what was typed when not.
 */
export function useSettingsSubmit<T extends FieldValues>(form: UseFormReturn<T>, fields: Path<T>[], { mutationFn, fallback }: { mutationFn: (v: T) => Promise<string>; fallback: string }) {
  const [success, flash] = useFlash();
  const { errors, isSubmitting } = form.formState;
  const error = errors.root?.message ?? fields.map((f) => form.getFieldState(f).error?.message).find(Boolean);
  const submit = useFormWrite(form, {
    mutationFn,
    onSuccess: (done) => {
      form.reset();
      flash(done);
    },
    fallback,
  });
  return { error, success, busy: isSubmitting, submit };
}

/**
 * useForm's options for the account forms whose one message sits at the top (settings,
 * reset): checked on submit only, so a message stays until the next try; the message is
 * the form's, not a field's, so no field takes the focus.
 */
export const CHECK_ON_SUBMIT = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;
