// A performer record's ID document and signed release through links valid 60 seconds
// (POST /admin/performers/{id}/documents), fetched when the dialog opens and on Reload;
// nothing is kept once it closes.
import { useState } from 'react';
import { toUserError } from '../../../data/errors';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/status-panel';
import { btnSecondary, link } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { useRecordDocuments, type AdminPerformer } from './api';

const DOCS = [
  { field: 'id_document', label: 'records.doc.id_document' },
  { field: 'release', label: 'records.doc.release' },
] as const;

export function RecordDocuments({ record, onClose }: { record: AdminPerformer; onClose: () => void }) {
  const t = useT('admin');
  const docs = useRecordDocuments(record.id);
  const links = docs.isFetching ? null : (docs.data ?? null);
  const error = docs.isError && !docs.isFetching ? toUserError(docs.error, t('requests.docs_failed')) : null;
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const reload = () => {
    setFailed({});
    void docs.refetch();
  };

  return (
    <Modal
      title={t('requests.docs_title', { name: record.legal_name })}
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      actions={
        <button type="button" className={btnSecondary} onClick={reload}>
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
                ) : (
                  <>
                    {failed[field] ? (
                      <p role="alert" className="text-sm text-red-400">
                        {t('requests.doc_failed', { label })}
                      </p>
                    ) : (
                      <img
                        src={url}
                        alt={t('requests.doc_alt', { label, name: record.legal_name })}
                        referrerPolicy="no-referrer"
                        className="max-h-[60dvh] w-full rounded-lg border border-border bg-black object-contain"
                        onError={() => setFailed((f) => ({ ...f, [field]: true }))}
                      />
                    )}
                    <a href={url} target="_blank" rel="noreferrer noopener" className={`${link} text-sm`}>
                      {t('records.doc_open', { label })}
                    </a>
                  </>
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
