// The plan and payment modal (spec §2 "Payment modal"): choose a plan, choose SEPA or
// cryptocurrency, 'Continue to Payment'. The server creates the payment; SEPA then shows
// the transfer details, crypto posts the checkout form the server built to the provider.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toUserError, translateCode } from '../../data/errors';
import {
  createPayment,
  submitCheckout,
  yearlySaving,
  type CreatedPayment,
  type PaymentMethod,
  type PaymentOptions,
  type PlanId,
} from '../../data/payments';
import { usePaymentOptions } from '../../data/payments-queries';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/status-panel';
import { btnPrimary, btnSecondary } from '../../ui/styles';
import { SepaInstructions } from './sepa-instructions';
import { useLocale, useT } from '../../i18n';
import { formatPrice } from '../../i18n/format';
import { paymentSchema, type PaymentChoice, type PaymentValues } from './payment-schema';

// Catalog keys (premium namespace) of each method's title and text.
const METHOD_LABEL: Record<PaymentMethod, { title: string; text: string }> = {
  sepa: { title: 'modal.sepa_title', text: 'modal.sepa_text' },
  crypto: { title: 'modal.crypto_title', text: 'modal.crypto_text' },
};
export const methodKeys = ['modal.sepa_title', 'modal.sepa_text', 'modal.crypto_title', 'modal.crypto_text', 'modal.plan_monthly', 'modal.plan_yearly'];
const PLAN_NAME: Record<string, string> = { monthly: 'modal.plan_monthly', yearly: 'modal.plan_yearly' };

/** Thrown when the server created a crypto payment without a checkout to post. */
const NO_CHECKOUT = new Error('no checkout');

const option = (checked: boolean, disabled = false) =>
  `flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${checked ? 'border-accent bg-accent/10' : 'border-border bg-surface-2'} ${disabled ? 'cursor-not-allowed opacity-60' : ''}`;

export function PaymentModal({ open, onOpenChange, initialPlan = 'monthly' }: { open: boolean; onOpenChange: (open: boolean) => void; initialPlan?: PlanId }) {
  const t = useT('premium');
  const optionsQuery = usePaymentOptions(open);
  const options: PaymentOptions | null = optionsQuery.data ?? null;
  const loadError = optionsQuery.isError ? toUserError(optionsQuery.error, t('modal.load_failed')) : '';
  const { register, handleSubmit, watch, setValue, reset, getValues, formState } = useForm<PaymentValues, unknown, PaymentChoice>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { plan: initialPlan, method: null },
  });
  const [plan, method] = watch(['plan', 'method']);
  const [created, setCreated] = useState<CreatedPayment | null>(null);
  // The server creates the payment; a crypto checkout then leaves the page for the
  // provider, a SEPA one shows its transfer details.
  const pay = useMutation({
    mutationFn: async (choice: PaymentChoice) => {
      const res = await createPayment(choice.plan, choice.method);
      if (choice.method === 'crypto') {
        if (!res.checkout) throw NO_CHECKOUT;
        submitCheckout(res.checkout); // leaves the page; busy stays on
      }
      return res;
    },
    onSuccess: (res, choice) => {
      if (choice.method !== 'crypto') setCreated(res);
    },
  });
  // A crypto checkout leaves the page: the button stays busy after it.
  const busy = formState.isSubmitting || pay.isPending || pay.isSuccess;
  const error = !pay.error ? undefined : pay.error === NO_CHECKOUT ? t('modal.crypto_failed') : toUserError(pay.error, t('modal.create_failed'));
  const locale = useLocale();

  const { reset: resetPay } = pay;
  useEffect(() => {
    if (!open) return;
    reset({ plan: initialPlan, method: getValues('method') });
    resetPay();
    setCreated(null);
  }, [open, initialPlan, reset, getValues, resetPay]);
  // The first method the server offers is chosen once the options are known.
  const firstMethod: PaymentMethod | null = options ? (options.methods.sepa.available ? 'sepa' : options.methods.crypto.available ? 'crypto' : null) : null;
  useEffect(() => {
    if (method === null && firstMethod !== null) setValue('method', firstMethod);
  }, [method, firstMethod, setValue]);

  const continueToPayment = handleSubmit((choice) => pay.mutate(choice));

  const saving = options ? yearlySaving(options.plans) : 0;

  return (
    <Modal title={created ? t('modal.bank_transfer') : t('modal.title')} open={open} onOpenChange={onOpenChange}>
      {created?.sepa ? (
        <div className="flex flex-col gap-4">
          <SepaInstructions payment={created.payment} sepa={created.sepa} />
          {/* Pinned to the dialog's bottom edge: at 1280x800 the instructions are taller than
              the dialog, and Done must stay in view without scrolling. */}
          <div className="sticky bottom-0 -mx-4 -mb-4 flex justify-end border-t border-border bg-surface px-4 py-3">
            <button type="button" className={btnSecondary} onClick={() => onOpenChange(false)}>
              {t('modal.done')}
            </button>
          </div>
        </div>
      ) : loadError ? (
        <p role="alert" className="text-sm text-danger">
          {loadError}
        </p>
      ) : !options ? (
        <Spinner label={t('modal.loading_plans')} />
      ) : (
        <form
          className="flex flex-col gap-5"
          onSubmit={(ev) => void continueToPayment(ev)}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-fg">{t('modal.choose_plan')}</legend>
            {options.plans.map((p) => (
              <label key={p.id} className={option(plan === p.id)}>
                <input type="radio" value={p.id} {...register('plan')} className="mt-1 accent-[var(--color-accent)]" />
                <span className="flex flex-1 flex-col">
                  <span className="font-semibold text-fg">{PLAN_NAME[p.id] ? t(PLAN_NAME[p.id]!) : p.name}</span>
                  <span className="text-sm text-muted">
                    {t('modal.price_per', { price: formatPrice(p.price, p.currency, locale), period: p.period })}
                    {p.id === 'yearly' && saving > 0 ? ` ${t('modal.save', { amount: formatPrice(saving, p.currency, locale) })}` : ''}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-fg">{t('modal.choose_method')}</legend>
            {(['sepa', 'crypto'] as const).map((m) => {
              const state = options.methods[m];
              return (
                <label key={m} className={option(method === m, !state.available)}>
                  <input type="radio" value={m} disabled={!state.available} {...register('method')} className="mt-1" />
                  <span className="flex flex-1 flex-col">
                    <span className="font-semibold text-fg">{t(METHOD_LABEL[m].title)}</span>
                    <span className="text-sm text-muted">{state.available ? t(METHOD_LABEL[m].text) : state.code ? translateCode({ code: state.code }, state.message ?? '') : state.message}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <button type="submit" className={btnPrimary} disabled={!method || busy}>
            {busy ? t('modal.processing') : t('modal.continue')}
          </button>
        </form>
      )}
    </Modal>
  );
}
