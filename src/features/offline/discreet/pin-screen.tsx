// The PIN screen of the installed app in discreet mode (pin-lock.tsx shows it while locked).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useT } from '../../../i18n';
import { btnPrimary, input } from '../../../ui/styles';
import { DISCREET_NAME, unlock } from './discreet';
import { unlockSchema, type UnlockValues } from './pin-schema';

export function PinScreen({ onUnlock }: { onUnlock: () => void }) {
  // common, not pages: the lock screen opens the installed app, maybe offline, and common
  // is the catalog every page load has fetched (and the service worker kept).
  const t = useT('common');
  // Revalidated on submit only: the wrong-PIN message stays while the next PIN is typed.
  const { register, handleSubmit, setError, resetField, formState } = useForm<UnlockValues>({
    resolver: zodResolver(unlockSchema),
    defaultValues: { pin: '' },
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(async ({ pin }) => {
    if (await unlock(pin)) onUnlock();
    else {
      resetField('pin');
      setError('pin', { message: t('pin.wrong') });
    }
  });
  const error = formState.errors.pin?.message;
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <form onSubmit={(e) => void submit(e)} className="flex w-full max-w-xs flex-col gap-3 text-center" aria-labelledby="pin-title">
        <h1 id="pin-title" className="text-xl font-bold text-fg">
          {DISCREET_NAME}
        </h1>
        <label htmlFor="pin" className="text-sm text-muted">
          {t('pin.enter')}
        </label>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the lock screen covers the app and the PIN field is its only control */}
        <input id="pin" type="password" inputMode="numeric" autoComplete="off" autoFocus className={input} {...register('pin')} />
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <button type="submit" className={btnPrimary}>
          {t('pin.unlock')}
        </button>
      </form>
    </main>
  );
}
