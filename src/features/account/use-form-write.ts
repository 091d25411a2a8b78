// A form's one server write as a mutation (issue 40 §4): react-hook-form's isSubmitting
// stays the busy state (the submit waits for the answer), a refusal goes to the form's root
// error (a thrown Error's message, the spec's text, else `fallback`), and what follows a
// success is the caller's `onSuccess`.
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export function useFormWrite<T extends FieldValues>(
  form: UseFormReturn<T>,
  { mutationFn, onSuccess, fallback }: { mutationFn: (v: T) => Promise<unknown>; onSuccess: (v: T) => void; fallback: string },
) {
  const write = useMutation({
    mutationFn,
    onSuccess: (_data, v) => onSuccess(v),
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
