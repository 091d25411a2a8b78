// The plans (the `plans` setting): name, price, currency and period of the monthly and
// yearly plans. New payments are priced from here; payments already made keep their price.
// react-hook-form + zod (plans-schema.ts); the browser checks the required fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toUserError } from '../../../data/errors';
import { savePlans, type PlanId } from '../../../data/payments';
import { usePaymentOptions } from '../../../data/payments-queries';
import { tr, useT } from '../../../i18n';
import { useBanners } from '../../../ui/use-banners';
import { btnPrimary, input } from '../../../ui/styles';
import { plansSchema, toDraft, type PlansDraft, type PlansOutput, type PlansValue } from './plans-schema';

export function PlansEditor() {
  const t = useT('admin');
  const [draft, setDraft] = useState<PlansDraft | null>(null);
  // The stored plans become the form's draft once, when they arrive.
  const stored = usePaymentOptions();
  if (draft === null && stored.data) setDraft(toDraft(stored.data.plans));
  const loadFailed = stored.isError && !draft ? toUserError(stored.error, t('plans.load_failed')) : null;

  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
      <h2 id="plans-heading" className="text-xl font-bold text-fg">
        {t('plans.heading')}
      </h2>
      {draft ? (
        <PlansForm draft={draft} />
      ) : loadFailed ? (
        <p role="alert" className="text-sm text-danger">
          {loadFailed}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('plans.loading')}</p>
      )}
    </section>
  );
}

/** Where the plans form's save says its outcome (data/write-messages.ts). */
const SCOPE = 'admin.plans';

function PlansForm({ draft }: { draft: PlansDraft }) {
  const t = useT('admin');
  const form = useForm<PlansDraft, unknown, PlansOutput>({ resolver: zodResolver(plansSchema), defaultValues: draft });
  // The outcome shows under the button (data/write-messages.ts): a success fades after 3 s.
  const banners = useBanners(SCOPE);
  const save = useMutation({
    mutationFn: (value: PlansValue) => savePlans(value),
    meta: { scope: SCOPE, success: t('plans.saved'), error: (err) => toUserError(err, tr('admin', 'plans.save_failed')) },
  });
  // The ids are the stored plans' (see plansSchema). The form waits for the answer (busy).
  const submit = form.handleSubmit((value) =>
    save.mutateAsync(value as PlansValue).then(
      () => undefined,
      () => undefined,
    ),
  );
  const message = banners.error ? { ok: false, text: banners.error } : banners.success ? { ok: true, text: banners.success } : null;

  return (
    <form onSubmit={(ev) => void submit(ev)} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {(Object.keys(draft) as PlanId[]).map((id) => (
          <fieldset key={id} className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold text-fg">{id === 'yearly' ? t('plans.yearly') : t('plans.monthly')}</legend>
            <label className="flex flex-col gap-1 text-sm text-muted">
              {t('plans.name')}
              <input className={input} required maxLength={50} {...form.register(`${id}.name`)} />
            </label>
            <div className="grid grid-cols-3 gap-2">
              <label className="flex flex-col gap-1 text-sm text-muted">
                {t('plans.price')}
                <input className={input} required inputMode="decimal" {...form.register(`${id}.price`)} />
              </label>
              <label className="flex flex-col gap-1 text-sm text-muted">
                {t('plans.currency')}
                <input className={input} required maxLength={3} {...form.register(`${id}.currency`)} />
              </label>
              <label className="flex flex-col gap-1 text-sm text-muted">
                {t('plans.period')}
                <select className={input} {...form.register(`${id}.period`)}>
                  <option value="month">{t('plans.month')}</option>
                  <option value="year">{t('plans.year')}</option>
                </select>
              </label>
            </div>
          </fieldset>
        ))}
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" className={btnPrimary} disabled={form.formState.isSubmitting}>
          {t('plans.save')}
        </button>
        {message ? (
          <p role={message.ok ? 'status' : 'alert'} className={`text-sm ${message.ok ? 'text-green-300' : 'text-danger'}`}>
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
