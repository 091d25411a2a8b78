// Banned search terms (issue 38 §4): searches containing one find nothing, and titles,
// descriptions and category names containing one are refused on save. Matching is the
// server's (internal/bannedterms: case, accents, leetspeak digits and separators are
// ignored; whole words only): docs/compliance.md. This section adds and removes terms.
import { useMemo, useState, type FormEvent } from 'react';
import { toUserError } from '../../../data/errors';
import { Field, FormMessage } from '../../../ui/form-field';
import { Spinner } from '../../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { addBannedTerm, removeBannedTerm, useBannedTerms, useBannedTermsRefresh } from './banned-terms-api';

/** The unique index refused the term: it is already listed (the server compares normalised terms). */
const isDuplicate = (err: unknown) =>
  (err as { response?: { data?: { term?: { code?: string } } } }).response?.data?.term?.code === 'validation_not_unique';

export function BannedTermsSection() {
  const t = useT('admin');
  const q = useBannedTerms();
  const refresh = useBannedTermsRefresh();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (q.data ?? []).filter((x) => !f || x.term.includes(f));
  }, [q.data, filter]);

  const act = async (fn: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await fn());
      await refresh();
    } catch (err) {
      setError(isDuplicate(err) ? t('settings.banned.duplicate') : toUserError(err, t('settings.update_failed')));
    } finally {
      setBusy(false);
    }
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    void act(async () => {
      const rec = await addBannedTerm(draft);
      setDraft('');
      return t('settings.banned.added', { term: rec.term });
    });
  };

  return (
    <section aria-labelledby="banned-terms-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="banned-terms-title" className="text-lg font-semibold text-fg">
        {t('settings.banned.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('settings.banned.description')}</p>
      <form noValidate onSubmit={add} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field label={t('settings.banned.add_label')} hint={t('settings.banned.add_hint')} maxLength={100} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className={`${btnPrimary} sm:mb-6`} disabled={busy || !draft.trim()}>
          {t('settings.banned.add')}
        </button>
      </form>
      <div className="mt-2 flex flex-col gap-2">
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{status}</FormMessage>
      </div>
      {q.isError ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <FormMessage kind="error">{t('settings.banned.load_failed')}</FormMessage>
          <button type="button" className={btnSecondary} onClick={() => void q.refetch()}>
            {t('common.try_again')}
          </button>
        </div>
      ) : !q.data ? (
        <Spinner label={t('settings.banned.loading')} />
      ) : (
        <div className="mt-4 flex flex-col gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-fg sm:max-w-sm">
            {t('settings.banned.filter')}
            <input type="search" className={input} value={filter} onChange={(e) => setFilter(e.target.value)} />
          </label>
          <p className="text-sm text-muted" aria-live="polite">
            {t('settings.banned.count', { shown: shown.length, total: q.data.length })}
          </p>
          <ul className="flex max-h-96 flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border" aria-labelledby="banned-terms-title">
            {shown.map((x) => (
              <li key={x.id} className="flex min-h-11 items-center justify-between gap-3 px-3 py-1">
                <span className="break-all text-sm text-fg">{x.term}</span>
                <button
                  type="button"
                  className={btnSecondary}
                  disabled={busy}
                  aria-label={t('settings.banned.remove_label', { term: x.term })}
                  onClick={() => void act(async () => (await removeBannedTerm(x.id), t('settings.banned.removed', { term: x.term })))}
                >
                  {t('settings.banned.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
