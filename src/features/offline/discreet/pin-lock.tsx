// The PIN screen of the installed app in discreet mode: nothing else renders until the
// PIN matches (the check is local: this hides the app from a glance, it is not a vault).
import { useState, type FormEvent, type ReactNode } from 'react';
import { btnPrimary, input } from '../../../ui/styles';
import { DISCREET_NAME, needsUnlock, unlock } from './discreet';

export function PinLock({ children }: { children: ReactNode }) {
  const [locked, setLocked] = useState(needsUnlock);
  const [pin, setPin] = useState('');
  const [error, setError] = useState('');
  if (!locked) return <>{children}</>;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await unlock(pin)) setLocked(false);
    else {
      setError('Wrong PIN.');
      setPin('');
    }
  };
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <form onSubmit={(e) => void submit(e)} className="flex w-full max-w-xs flex-col gap-3 text-center" aria-labelledby="pin-title">
        <h1 id="pin-title" className="text-xl font-bold text-fg">
          {DISCREET_NAME}
        </h1>
        <label htmlFor="pin" className="text-sm text-muted">
          Enter your PIN
        </label>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the lock screen covers the app and the PIN field is its only control */}
        <input id="pin" type="password" inputMode="numeric" autoComplete="off" autoFocus value={pin} onChange={(e) => setPin(e.target.value)} className={input} />
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <button type="submit" className={btnPrimary}>
          Unlock
        </button>
      </form>
    </main>
  );
}
