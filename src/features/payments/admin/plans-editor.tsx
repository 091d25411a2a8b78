// The plans (the `plans` setting): name, price, currency and period of the monthly and
// yearly plans. New payments are priced from here; payments already made keep their price.
import { useEffect, useState, type FormEvent } from 'react';
import { toUserError } from '../../../data/errors';
import { savePlans, type Plan, type PlanId } from '../../../data/payments';
import { usePaymentOptions } from '../../../data/payments-queries';
import { btnPrimary, input } from '../../../ui/styles';

type Draft = Record<PlanId, { name: string; price: string; currency: string; period: 'month' | 'year' }>;

const toDraft = (plans: Plan[]): Draft =>
  Object.fromEntries(plans.map((p) => [p.id, { name: p.name, price: p.price.toFixed(2), currency: p.currency, period: p.period }])) as Draft;

export function PlansEditor() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The stored plans become the form's draft once, when they arrive.
  const stored = usePaymentOptions();
  if (draft === null && stored.data) setDraft(toDraft(stored.data.plans));
  const loadFailed = stored.isError && !draft ? { ok: false, text: toUserError(stored.error, 'Failed to load the plans') } : null;
  useEffect(() => {
    if (!message?.ok) return;
    const t = setTimeout(() => setMessage(null), 3000);
    return () => clearTimeout(t);
  }, [message]);

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!draft) return;
    setBusy(true);
    try {
      const value = Object.fromEntries(
        (Object.keys(draft) as PlanId[]).map((id) => [id, { ...draft[id], price: Number(draft[id].price.replace(',', '.')), currency: draft[id].currency.trim().toUpperCase() }]),
      ) as Record<PlanId, Omit<Plan, 'id'>>;
      await savePlans(value);
      setMessage({ ok: true, text: 'Plans saved' });
    } catch (err) {
      setMessage({ ok: false, text: toUserError(err, 'Failed to save the plans') });
    }
    setBusy(false);
  };

  const set = (id: PlanId, key: keyof Draft[PlanId], value: string) => setDraft((d) => (d ? { ...d, [id]: { ...d[id], [key]: value } } : d));

  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
      <h2 id="plans-heading" className="text-xl font-bold text-fg">
        Plans
      </h2>
      {draft ? (
        <form onSubmit={(ev) => void submit(ev)} className="flex flex-col gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            {(Object.keys(draft) as PlanId[]).map((id) => (
              <fieldset key={id} className="flex flex-col gap-3 rounded-lg border border-border p-4">
                <legend className="px-1 text-sm font-semibold capitalize text-fg">{id}</legend>
                <label className="flex flex-col gap-1 text-sm text-muted">
                  Name
                  <input className={input} required maxLength={50} value={draft[id].name} onChange={(e) => set(id, 'name', e.target.value)} />
                </label>
                <div className="grid grid-cols-3 gap-2">
                  <label className="flex flex-col gap-1 text-sm text-muted">
                    Price
                    <input className={input} required inputMode="decimal" value={draft[id].price} onChange={(e) => set(id, 'price', e.target.value)} />
                  </label>
                  <label className="flex flex-col gap-1 text-sm text-muted">
                    Currency
                    <input className={input} required maxLength={3} value={draft[id].currency} onChange={(e) => set(id, 'currency', e.target.value)} />
                  </label>
                  <label className="flex flex-col gap-1 text-sm text-muted">
                    Period
                    <select className={input} value={draft[id].period} onChange={(e) => set(id, 'period', e.target.value)}>
                      <option value="month">Month</option>
                      <option value="year">Year</option>
                    </select>
                  </label>
                </div>
              </fieldset>
            ))}
          </div>
          <div className="flex items-center gap-3">
            <button type="submit" className={btnPrimary} disabled={busy}>
              Save plans
            </button>
            {message ? (
              <p role={message.ok ? 'status' : 'alert'} className={`text-sm ${message.ok ? 'text-green-300' : 'text-danger'}`}>
                {message.text}
              </p>
            ) : null}
          </div>
        </form>
      ) : (message ?? loadFailed) ? (
        <p role="alert" className="text-sm text-danger">
          {(message ?? loadFailed)!.text}
        </p>
      ) : (
        <p className="text-sm text-muted">Loading plans...</p>
      )}
    </section>
  );
}
