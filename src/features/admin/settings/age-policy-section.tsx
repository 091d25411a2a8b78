// Age assurance per region (issue 37): what each region's visitors must do (the "I am 18"
// click, a provider's age check, or nothing: blocked with HTTP 451) and how long a check
// lasts. The shipped table names the law behind each entry (docs/age-assurance.md); an
// override is validated and audited by the server, and "Reset" goes back to the default.
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../../../ui/form-field';
import { Spinner } from '../../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { useSave } from './use-save';
import { resetAgeRule, setAgeRule, useAgePolicy, useAgePolicyRefresh, type AgeAction } from './age-policy-api';

const ACTIONS: AgeAction[] = ['click-through', 'verify', 'block'];
const actionKey = { 'click-through': 'settings.age.action_click', verify: 'settings.age.action_verify', block: 'settings.age.action_block' } as const;

export function AgePolicySection() {
  const t = useT('admin');
  const q = useAgePolicy();
  const refresh = useAgePolicyRefresh();
  const [region, setRegion] = useState('');
  const [action, setAction] = useState<AgeAction>('verify');
  const [days, setDays] = useState('30');
  // Labels point at their controls by id: a label wrapping a select would take the chosen
  // option into the control's accessible name ("Policy Age check by a provider").
  const id = useId();
  // The settings sections' one save action (use-save.ts): a second click while one runs is
  // ignored; the table is read again after each change.
  const saving = useSave();
  const { saving: busy, error, success: status } = saving;

  const save = (e: FormEvent) => {
    e.preventDefault();
    const r = region.trim().toUpperCase();
    if (!r) return;
    void saving.mutate(async () => {
      await setAgeRule(r, action, Number(days));
      await refresh();
    }, t('settings.age.saved', { region: r }));
  };

  return (
    <section aria-labelledby="age-policy-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="age-policy-title" className="text-lg font-semibold text-fg">
        {t('settings.age.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('settings.age.description')}</p>
      <form noValidate onSubmit={save} className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end">
        <div className="flex flex-col gap-1 text-sm text-fg">
          <label htmlFor={`${id}-region`}>{t('settings.age.region')}</label>
          <input id={`${id}-region`} className={input} value={region} maxLength={6} placeholder={t('settings.age.region_example')} onChange={(e) => setRegion(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1 text-sm text-fg">
          <label htmlFor={`${id}-action`}>{t('settings.age.action')}</label>
          <select id={`${id}-action`} className={input} value={action} onChange={(e) => setAction(e.target.value as AgeAction)}>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(actionKey[a])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm text-fg">
          <label htmlFor={`${id}-days`}>{t('settings.age.renewal')}</label>
          <input id={`${id}-days`} className={input} type="number" inputMode="numeric" min={1} max={365} value={days} onChange={(e) => setDays(e.target.value)} />
        </div>
        <button type="submit" className={btnPrimary} disabled={busy || !region.trim()}>
          {t('settings.age.save')}
        </button>
      </form>
      <div className="mt-2 flex flex-col gap-2">
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{status}</FormMessage>
      </div>
      {q.isError ? (
        <FormMessage kind="error">{t('settings.age.load_failed')}</FormMessage>
      ) : !q.data ? (
        <Spinner label={t('settings.loading')} />
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-muted">
                <th scope="col" className="py-1 pe-3 text-start">{t('settings.age.region')}</th>
                <th scope="col" className="py-1 pe-3 text-start">{t('settings.age.action')}</th>
                <th scope="col" className="py-1 pe-3 text-start">{t('settings.age.renewal')}</th>
                <th scope="col" className="py-1 pe-3 text-start">{t('settings.age.law')}</th>
                <th scope="col" className="py-1 text-start"><span className="sr-only">{t('settings.age.reset')}</span></th>
              </tr>
            </thead>
            <tbody>
              {q.data.map((r) => (
                <tr key={r.region} className="border-t border-border align-top">
                  <td className="py-1 pe-3 font-medium text-fg">{r.region}</td>
                  <td className="py-1 pe-3">{t(actionKey[r.action])}</td>
                  <td className="py-1 pe-3">{r.renewal_days}</td>
                  <td className="py-1 pe-3 text-muted">{r.law}</td>
                  <td className="py-1">
                    {r.overridden && (
                      <button
                        type="button"
                        className={btnSecondary}
                        disabled={busy}
                        aria-label={t('settings.age.reset_region', { region: r.region })}
                        onClick={() =>
                          void saving.mutate(async () => {
                            await resetAgeRule(r.region);
                            await refresh();
                          }, t('settings.age.reset_done', { region: r.region }))
                        }
                      >
                        {t('settings.age.reset')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
