// The PIN screen of the installed app in discreet mode (pin-lock.tsx shows it while locked).
import { useState, type FormEvent } from 'react';
import { btnPrimary, input } from '../../../ui/styles';
import { DISCREET_NAME, unlock } from './discreet';

export function PinScreen({ onUnlock }: { onUnlock: () => void }) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await unlock(pin)) onUnlock();
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
