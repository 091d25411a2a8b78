// Banned search terms (issue 38 §4): searches containing one find nothing, and titles,
// descriptions and category names containing one are refused on save. Matching is the
// server's (internal/bannedterms: case, accents, leetspeak digits and separators are
// ignored; whole words only): docs/compliance.md. This section adds and removes terms.
import { useMemo, useState, type FormEvent } from 'react';
import { useBanners } from '../../../ui/use-banners';
import { Field, FormMessage } from '../../../ui/form-field';
import { Spinner } from '../../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { useBannedTermWrites, useBannedTerms } from './banned-terms-api';

/** Where this section's writes say their messages (data/write-messages.ts). */
const SCOPE = 'admin.banned-terms';

export function BannedTermsSection() {
  const t = useT('admin');
  const q = useBannedTerms();
  const { add, remove, busy } = useBannedTermWrites(SCOPE);
  const banners = useBanners(SCOPE);
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState('');

  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (q.data ?? []).filter((x) => !f || x.term.includes(f));
  }, [q.data, filter]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim() || busy) return;
    banners.clear();
    add.mutate(draft, { onSuccess: () => setDraft('') });
  };

  return (
    <section aria-labelledby="banned-terms-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="banned-terms-title" className="text-lg font-semibold text-fg">
        {t('settings.banned.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('settings.banned.description')}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field label={t('settings.banned.add_label')} hint={t('settings.banned.add_hint')} maxLength={100} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className={`${btnPrimary} sm:mb-6`} disabled={busy || !draft.trim()}>
          {t('settings.banned.add')}
        </button>
      </form>
      <div className="mt-2 flex flex-col gap-2">
        <FormMessage kind="error">{banners.error}</FormMessage>
        <FormMessage kind="success">{banners.success}</FormMessage>
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
                  onClick={() => {
                    banners.clear();
                    remove.mutate(x);
                  }}
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
