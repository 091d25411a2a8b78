// The ID document viewer: both images through links valid 60 seconds, fetched when the
// dialog opens (and again on Reload); nothing is kept once it closes.
import { useState } from 'react';
import { toUserError } from '../../../data/errors';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/status-panel';
import { btnSecondary } from '../../../ui/styles';
import { tr, useT } from '../../../i18n';
import { useDocumentLinks, type CreatorRequestRow, type DocumentLinks } from '../api';

const DOCS = [
  { field: 'id_document', label: 'requests.doc.id_document' },
  { field: 'id_selfie', label: 'requests.doc.id_selfie' },
] as const;

export function DocumentViewer({ request, onClose }: { request: CreatorRequestRow; onClose: () => void }) {
  const t = useT('admin');
  const docs = useDocumentLinks(request.id);
  const links: DocumentLinks | null = docs.isFetching ? null : (docs.data ?? null);
  const error = docs.isError && !docs.isFetching ? toUserError(docs.error, tr('admin', 'requests.docs_failed')) : null;
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const load = () => {
    setFailed({});
    void docs.refetch();
  };

  return (
    <Modal
      title={t('requests.docs_title', { name: request.username })}
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      actions={
        <button type="button" className={btnSecondary} onClick={load}>
          {t('requests.reload')}
        </button>
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : !links ? (
        <Spinner label={t('requests.docs_loading')} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {DOCS.map(({ field, label: key }) => {
            const label = t(key);
            const url = links[field];
            return (
              <figure key={field} className="flex flex-col gap-2">
                <figcaption className="text-sm font-semibold text-fg">{label}</figcaption>
                {!url ? (
                  <p role="alert" className="text-sm text-red-400">
                    {t('requests.doc_missing', { label })}
                  </p>
                ) : failed[field] ? (
                  <p role="alert" className="text-sm text-red-400">
                    {t('requests.doc_failed', { label })}
                  </p>
                ) : (
                  <img
                    src={url}
                    alt={t('requests.doc_alt', { label, name: request.username })}
                    referrerPolicy="no-referrer"
                    className="max-h-[60dvh] w-full rounded-lg border border-border bg-black object-contain"
                    onError={() => setFailed((f) => ({ ...f, [field]: true }))}
                  />
                )}
              </figure>
            );
          })}
          <p className="text-xs text-muted md:col-span-2">{t('requests.links_expire', { count: links.expires_in })}</p>
        </div>
      )}
    </Modal>
  );
}
