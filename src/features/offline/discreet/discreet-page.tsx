// Discreet mode settings (this device only): neutral app name and icon, optional PIN.
import { useState, type FormEvent } from 'react';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DISCREET_NAME, hashPin, readDiscreet, writeDiscreet } from './discreet';

export function DiscreetPage() {
  useDocumentTitle('Discreet Mode');
  const [s, setS] = useState(readDiscreet);
  const [pin, setPin] = useState('');
  const [saved, setSaved] = useState('');
  const save = (next: typeof s, message: string) => {
    writeDiscreet(next);
    setS(next);
    setSaved(message);
  };
  const setPinCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4,8}$/.test(pin)) {
      setSaved('The PIN must be 4 to 8 digits.');
      return;
    }
    save({ ...s, pinHash: await hashPin(pin) }, 'PIN set. The installed app will ask for it when it opens.');
    setPin('');
  };
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        Discreet Mode
      </h1>
      <p className="mt-2 text-sm text-muted">
        Settings kept on this device only. With discreet mode on, the app installs as “{DISCREET_NAME}” with a neutral icon (install it after turning this on), and
        you can require a PIN each time the installed app opens. Tab titles show “{DISCREET_NAME}” instead of what you are watching, and your views are counted
        without your account, so your viewing history stays on this device only.
      </p>
      <label className="mt-6 flex items-center gap-3 text-fg">
        <input type="checkbox" checked={s.on} onChange={(e) => save({ ...s, on: e.target.checked }, e.target.checked ? 'Discreet mode is on.' : 'Discreet mode is off.')} className="size-5" />
        Use a neutral app name and icon
      </label>
      {s.on ? (
        <form onSubmit={(e) => void setPinCode(e)} className="mt-6 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="discreet-pin" className="text-sm text-muted">
              {s.pinHash ? 'Change PIN' : 'PIN for the installed app (4 to 8 digits)'}
            </label>
            <input id="discreet-pin" type="password" inputMode="numeric" autoComplete="new-password" value={pin} onChange={(e) => setPin(e.target.value)} className={input} />
          </div>
          <button type="submit" className={btnPrimary}>
            Set PIN
          </button>
          {s.pinHash ? (
            <button type="button" className={btnSecondary} onClick={() => save({ on: s.on }, 'PIN removed.')}>
              Remove PIN
            </button>
          ) : null}
        </form>
      ) : null}
      <p role="status" className="mt-4 text-sm text-muted">
        {saved}
      </p>
    </section>
  );
}
