// Error and busy state of an account form: `run` clears the error, marks the form busy
// while `task` runs, and shows a thrown Error's message (else `fallback`).
import { useState } from 'react';

export function useFormAction(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(task: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await task();
    } catch (err) {
      setError(err instanceof Error ? err.message : fallback);
    } finally {
      setBusy(false);
    }
  }
  return { error, setError, busy, run };
}
