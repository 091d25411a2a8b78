// Discreet mode settings (this device only): neutral app name and icon, optional PIN.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DISCREET_NAME, hashPin, readDiscreet, writeDiscreet } from './discreet';
import { newPinSchema, type NewPinValues } from './pin-schema';

export function DiscreetPage() {
  useDocumentTitle('Discreet Mode');
  const [s, setS] = useState(readDiscreet);
  // The format error shows in the status line below (as every message of this page), so
  // the field is not focused or marked; it is checked again on each Set PIN only.
  const { register, handleSubmit, reset } = useForm<NewPinValues>({
    resolver: zodResolver(newPinSchema),
    defaultValues: { pin: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const [saved, setSaved] = useState('');
  const save = (next: typeof s, message: string) => {
    writeDiscreet(next);
    setS(next);
    setSaved(message);
  };
  const setPinCode = handleSubmit(
    async ({ pin }) => {
      save({ ...s, pinHash: await hashPin(pin) }, 'PIN set. The installed app will ask for it when it opens.');
      reset();
    },
    (errors) => setSaved(errors.pin?.message ?? ''),
  );
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
            <input id="discreet-pin" type="password" inputMode="numeric" autoComplete="new-password" className={input} {...register('pin')} />
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
