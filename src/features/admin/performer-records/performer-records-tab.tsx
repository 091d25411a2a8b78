// The admin panel's Performer records tab (issue 38 §1; docs/compliance.md "Performer
// records"): the records awaiting verification first, each with what an admin checks
// (legal name, stage names, date of birth and age, ID method, consents, owner), its
// documents through 60-second links, Verify / Withdraw verification with notes, and the
// records export. The server re-checks everything: a refusal is shown in its words.
import { useId, useState } from 'react';
import { Spinner } from '../../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { Banners } from '../../../ui/banners';
import { useBanners } from '../../../ui/use-banners';
import { TabHeader } from '../tab-frame';
import { useLocale, useT } from '../../../i18n';
import { formatWhen } from '../creator-requests/status-badge';
import { PER_PAGE, ageOn, usePerformerRecords, type AdminPerformer, type RecordFilter } from './api';
import { RecordDocuments } from './record-documents';
import { VerifyDialog } from './verify-dialog';
import { ExportForm } from './export-form';

const VIEW_LABEL: Record<RecordFilter, string> = { awaiting: 'records.view_awaiting', verified: 'records.view_verified', all: 'records.view_all' };
const METHOD_LABEL: Record<AdminPerformer['id_method'], string> = { document: 'records.method_document', creator_application: 'records.method_creator_application' };

type Dialog = { kind: 'documents' | 'verify' | 'unverify'; record: AdminPerformer } | null;

/** A date of birth as a calendar day (stored at 00:00 UTC: shown in UTC, never a day off). */
const day = (value: string, locale: string) => {
  const d = new Date(value.slice(0, 10) + 'T00:00:00Z');
  return Number.isNaN(d.getTime()) ? value : d.toLocaleDateString(locale, { timeZone: 'UTC' });
};

export default function PerformerRecordsTab() {
  const t = useT('admin');
  const locale = useLocale();
  const id = useId();
  const [view, setView] = useState<RecordFilter>('awaiting');
  const [newest, setNewest] = useState(false);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const banners = useBanners();
  const records = usePerformerRecords(view, newest, page);
  const items = records.data ?? null;

  const yesNo = (on: boolean) => (on ? t('records.yes') : t('records.no'));

  return (
    <section className="flex flex-col gap-4">
      <TabHeader title={t('tabs.performer_records')}>
        <button type="button" className={`${btnSecondary} ms-auto`} onClick={() => void records.refetch()}>
          {t('dashboard.refresh')}
        </button>
      </TabHeader>
      <p className="text-sm text-muted">{t('records.intro')}</p>
      <Banners error={records.isError ? t('records.load_failed') : banners.error} success={banners.success} />
      <div className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-view`} className="text-sm font-medium text-fg">
            {t('records.show')}
          </label>
          <select
            id={`${id}-view`}
            className={`${input} w-full sm:w-64`}
            value={view}
            onChange={(e) => {
              setView(e.target.value as RecordFilter);
              setPage(1);
            }}
          >
            {(Object.keys(VIEW_LABEL) as RecordFilter[]).map((v) => (
              <option key={v} value={v}>
                {t(VIEW_LABEL[v])}
              </option>
            ))}
          </select>
        </div>
        {view !== 'all' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-order`} className="text-sm font-medium text-fg">
              {t('records.order')}
            </label>
            <select
              id={`${id}-order`}
              className={`${input} w-full sm:w-48`}
              value={newest ? 'newest' : 'oldest'}
              onChange={(e) => {
                setNewest(e.target.value === 'newest');
                setPage(1);
              }}
            >
              <option value="oldest">{t('records.order_oldest')}</option>
              <option value="newest">{t('records.order_newest')}</option>
            </select>
          </div>
        ) : null}
      </div>

      {!items && !records.isError ? <Spinner label={t('records.loading')} /> : null}
      {items && items.length === 0 ? <p className="text-muted">{page > 1 ? t('records.no_more') : t('records.none')}</p> : null}
      {items && items.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t('records.list')} aria-busy={records.isFetching}>
          {items.map((r) => {
            const owner = r.expand?.owner;
            const age = ageOn(r.date_of_birth);
            return (
              <li key={r.id} className="rounded-xl border border-border bg-surface p-4" data-testid="performer-record" data-id={r.id}>
                <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="break-words font-semibold text-fg">{r.legal_name}</h2>
                      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${r.verified_at ? 'bg-green-500/15 text-green-400' : 'bg-amber-500/15 text-amber-400'}`}>
                        {r.verified_at ? t('records.status_verified', { when: formatWhen(r.verified_at, locale) }) : t('records.status_awaiting')}
                      </span>
                    </div>
                    <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                      <dt className="text-muted">{t('records.stage_names')}</dt>
                      <dd className="break-words text-fg">{(r.stage_names ?? []).join(', ') || '—'}</dd>
                      <dt className="text-muted">{t('records.date_of_birth')}</dt>
                      <dd className="text-fg">
                        {day(r.date_of_birth, locale)}
                        {age !== null ? ` · ${t('records.age', { count: age })}` : ''}
                      </dd>
                      <dt className="text-muted">{t('records.id_method')}</dt>
                      <dd className="text-fg">{t(METHOD_LABEL[r.id_method] ?? 'records.method_document')}</dd>
                      <dt className="text-muted">{t('records.consents')}</dt>
                      <dd className="text-fg">
                        {t('records.consent_recording', { value: yesNo(r.consent_recording) })} · {t('records.consent_publication', { value: yesNo(r.consent_publication) })} ·{' '}
                        {t('records.consent_download', { value: yesNo(r.consent_download) })}
                      </dd>
                      <dt className="text-muted">{t('records.owner')}</dt>
                      <dd className="break-all text-fg">{owner ? `${owner.username ?? ''}${owner.email ? ` (${owner.email})` : ''}` : '—'}</dd>
                    </dl>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={btnSecondary} onClick={() => setDialog({ kind: 'documents', record: r })}>
                      {t('records.open_documents')}
                    </button>
                    {r.verified_at ? (
                      <button type="button" className={btnSecondary} onClick={() => setDialog({ kind: 'unverify', record: r })}>
                        {t('records.unverify')}
                      </button>
                    ) : (
                      <button type="button" className={btnPrimary} onClick={() => setDialog({ kind: 'verify', record: r })}>
                        {t('records.verify')}
                      </button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {items && (page > 1 || items.length === PER_PAGE) ? (
        <nav aria-label={t('records.pages')} className="flex items-center gap-2">
          <button type="button" className={btnSecondary} disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t('records.previous')}
          </button>
          <span className="text-sm text-muted">{t('records.page', { page })}</span>
          <button type="button" className={btnSecondary} disabled={items.length < PER_PAGE} onClick={() => setPage((p) => p + 1)}>
            {t('records.next')}
          </button>
        </nav>
      ) : null}

      <ExportForm />

      {dialog?.kind === 'documents' ? <RecordDocuments record={dialog.record} onClose={() => setDialog(null)} /> : null}
      {dialog && dialog.kind !== 'documents' ? (
        <VerifyDialog
          record={dialog.record}
          verify={dialog.kind === 'verify'}
          onClose={() => setDialog(null)}
          onDone={(text) => {
            setDialog(null);
            banners.succeed(text);
          }}
        />
      ) : null}
    </section>
  );
}
