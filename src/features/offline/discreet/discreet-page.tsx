// Discreet mode settings (this device only): neutral app name and icon, optional PIN.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../../i18n';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DISCREET_NAME, hashPin, readDiscreet, writeDiscreet } from './discreet';
import { PIN_FORMAT, newPinSchema, type NewPinValues } from './pin-schema';

export function DiscreetPage() {
  const t = useT('pages');
  const tc = useT('common');
  useDocumentTitle(tc('offline.discreet_mode'));
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
      save({ ...s, pinHash: await hashPin(pin) }, t('discreet.pin_set'));
      reset();
    },
    // The schema keeps the English rule text (pin-schema.ts); shown in the visitor's language.
    (errors) => setSaved(errors.pin?.message === PIN_FORMAT ? t('discreet.pin_format') : (errors.pin?.message ?? '')),
  );
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {tc('offline.discreet_mode')}
      </h1>
      <p className="mt-2 text-sm text-muted">{t('discreet.intro', { name: DISCREET_NAME })}</p>
      <label className="mt-6 flex items-center gap-3 text-fg">
        <input type="checkbox" checked={s.on} onChange={(e) => save({ ...s, on: e.target.checked }, e.target.checked ? t('discreet.on') : t('discreet.off'))} className="size-5" />
        {t('discreet.neutral')}
      </label>
      {s.on ? (
        <form onSubmit={(e) => void setPinCode(e)} className="mt-6 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="discreet-pin" className="text-sm text-muted">
              {s.pinHash ? t('discreet.change_pin') : t('discreet.new_pin')}
            </label>
            <input id="discreet-pin" type="password" inputMode="numeric" autoComplete="new-password" className={input} {...register('pin')} />
          </div>
          <button type="submit" className={btnPrimary}>
            {t('discreet.set_pin')}
          </button>
          {s.pinHash ? (
            <button type="button" className={btnSecondary} onClick={() => save({ on: s.on }, t('discreet.pin_removed'))}>
              {t('discreet.remove_pin')}
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
