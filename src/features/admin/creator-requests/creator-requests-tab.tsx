// The admin panel's Creator Requests tab (management spec: Creator requests): pending
// first, documents through 60-second links, Approve / Reject for pending, Revoke Creator
// for approved, and the history of each member's requests. The server re-checks every
// transition, so a stale tab gets its message instead of a second change.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toUserError } from '../../../data/errors';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/status-panel';
import { btnPrimary, btnSecondary } from '../../../ui/styles';
import { Banners } from '../../../ui/banners';
import { useConfirm } from '../../../ui/confirm-dialog';
import { TabHeader } from '../tab-frame';
import { useBanners } from '../../../ui/use-banners';
import { review, useRequestsPage, type CreatorRequestRow, type RequestPage, type ReviewAction } from '../../creator/api';
import { DocumentViewer } from './document-viewer';
import { HistoryDialog } from './history-dialog';
import { NotesDialog } from './notes-dialog';
import { StatusBadge, formatWhen } from './status-badge';
import { tr, useLocale, useT } from '../../../i18n';

// Keys of the `admin` catalog.
const FAILED: Record<ReviewAction, string> = {
  approve: 'requests.approve_failed',
  reject: 'requests.reject_failed',
  revoke: 'requests.revoke_failed',
};
const DONE: Record<ReviewAction, string> = {
  approve: 'requests.approved',
  reject: 'requests.rejected',
  revoke: 'requests.revoked',
};

interface Review {
  request: CreatorRequestRow;
  action: ReviewAction;
  notes: string;
}

type Dialog = { kind: 'documents' | 'history' | 'reject' | 'revoke'; request: CreatorRequestRow } | null;

/** Where this tab's loads and writes say their messages (data/write-messages.ts). */
const SCOPE = 'admin.creator-requests';

export default function CreatorRequestsTab() {
  const t = useT('admin');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const banners = useBanners(SCOPE);
  const { clear } = banners;
  const [dialog, setDialog] = useState<Dialog>(null);

  const requests = useRequestsPage(page, SCOPE);
  const data: RequestPage | null = requests.data ?? null;
  const load = () => void requests.load();

  // A failed review names the action and the server's reason; the dialog closes either way.
  const reviewing = useMutation({
    onMutate: () => clear(),
    mutationFn: ({ request, action, notes }: Review) => review(request.id, action, notes),
    onSettled: () => setDialog(null),
    meta: {
      scope: SCOPE,
      success: ({ action }: Review) => tr('admin', DONE[action]),
      error: (err, { action }: Review) => {
        const failed = tr('admin', FAILED[action]);
        const detail = toUserError(err, failed);
        return detail === failed ? detail : `${failed}: ${detail}`;
      },
      invalidates: [['admin', 'creator-requests']],
    },
  });
  const busyId = reviewing.isPending ? reviewing.variables.request.id : null;
  // The dialogs wait for the outcome; the banners say it (data/write-messages.ts).
  const act = (request: CreatorRequestRow, action: ReviewAction, notes = '') =>
    reviewing.mutateAsync({ request, action, notes }).then(
      () => undefined,
      () => undefined,
    );

  const [ask, confirmDialog] = useConfirm();
  async function approve(request: CreatorRequestRow) {
    const ok = await ask({
      title: t('requests.approve_title'),
      description: t('requests.approve_confirm', { name: request.username }),
      confirmLabel: t('requests.approve_button'),
      destructive: false,
    });
    if (ok) await act(request, 'approve');
  }

  return (
    <section className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title={t('tabs.creator_requests')}>
        <button type="button" className={`${btnSecondary} ms-auto`} onClick={load}>
          {t('dashboard.refresh')}
        </button>
      </TabHeader>
      <Banners error={banners.error} success={banners.success} />
      {!data && !banners.error ? <Spinner label={t('requests.loading')} /> : null}
      {data && data.items.length === 0 ? <p className="text-muted">{t('requests.none')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t('requests.list')}>
          {data.items.map((r) => (
            <li key={r.id} className="rounded-xl border border-border bg-surface p-4" data-testid="creator-request">
              <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-fg">{r.username}</span>
                    <StatusBadge status={r.status} />
                  </div>
                  <p className="break-all text-sm text-muted">{r.user_email}</p>
                  <p className="mt-1 text-xs text-muted">
                    {t('requests.submitted_at', { when: formatWhen(r.created, locale) })}
                    {r.reviewed_at ? ` · ${t('requests.reviewed_at', { when: formatWhen(r.reviewed_at, locale) })}` : ''}
                  </p>
                  {r.notes ? <p className="mt-1 whitespace-pre-wrap text-sm text-fg">{t('requests.notes', { notes: r.notes })}</p> : null}
                  {r.id_document === 'REVOKED' ? <p className="mt-1 text-xs text-muted">{t('requests.docs_deleted')}</p> : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  {r.id_document !== 'REVOKED' ? (
                    <button type="button" className={btnSecondary} onClick={() => setDialog({ kind: 'documents', request: r })}>
                      {t('requests.view_docs')}
                    </button>
                  ) : null}
                  {r.status === 'pending' ? (
                    <>
                      <button type="button" className={btnPrimary} disabled={busyId === r.id} onClick={() => void approve(r)}>
                        {busyId === r.id ? t('requests.approving') : t('requests.approve')}
                      </button>
                      <button type="button" className={btnSecondary} disabled={busyId === r.id} onClick={() => setDialog({ kind: 'reject', request: r })}>
                        {t('requests.reject')}
                      </button>
                    </>
                  ) : null}
                  {r.status === 'approved' ? (
                    <button type="button" className={btnSecondary} disabled={busyId === r.id} onClick={() => setDialog({ kind: 'revoke', request: r })}>
                      {t('requests.revoke')}
                    </button>
                  ) : null}
                  <button type="button" className={btnSecondary} onClick={() => setDialog({ kind: 'history', request: r })}>
                    {t('reports.history')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} /> : null}

      {dialog?.kind === 'documents' ? <DocumentViewer request={dialog.request} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'history' ? <HistoryDialog request={dialog.request} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'reject' ? (
        <NotesDialog
          title={t('requests.reject_title', { name: dialog.request.username })}
          confirmLabel={t('requests.reject')}
          busyLabel={t('requests.rejecting')}
          onConfirm={(notes) => act(dialog.request, 'reject', notes)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'revoke' ? (
        <NotesDialog
          title={t('requests.revoke_title', { name: dialog.request.username })}
          confirmLabel={t('requests.revoke')}
          busyLabel={t('requests.revoking')}
          onConfirm={(notes) => act(dialog.request, 'revoke', notes)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
