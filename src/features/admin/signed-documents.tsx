// Identity documents shown to an admin through links valid 60 seconds, fetched when the
// dialog opens (and again on Reload); nothing is kept once it closes. One dialog for a
// creator application's ID and selfie and a performer record's ID and release.
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toUserError } from '../../data/errors';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/status-panel';
import { btnSecondary, link } from '../../ui/styles';
import { useT } from '../../i18n';

export interface SignedDocumentsProps<F extends string> {
  /** Whose documents (the title and each image's alt text name them). */
  name: string;
  /** The fields to show, with their label keys in the admin catalog. */
  docs: readonly { field: F; label: string }[];
  links: UseQueryResult<Record<F, string | null> & { expires_in: number }>;
  /** Also offer each document in a new tab (its link, valid as long as the image's). */
  openLinks?: boolean;
  onClose: () => void;
}

export function SignedDocuments<F extends string>({ name, docs, links: query, openLinks = false, onClose }: SignedDocumentsProps<F>) {
  const t = useT('admin');
  const links = query.isFetching ? null : (query.data ?? null);
  const error = query.isError && !query.isFetching ? toUserError(query.error, t('requests.docs_failed')) : null;
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const reload = () => {
    setFailed({});
    void query.refetch();
  };

  return (
    <Modal
      title={t('requests.docs_title', { name })}
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
          {docs.map(({ field, label: key }) => {
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
                    alt={t('requests.doc_alt', { label, name })}
                    referrerPolicy="no-referrer"
                    className="max-h-[60dvh] w-full rounded-lg border border-border bg-black object-contain"
                    onError={() => setFailed((f) => ({ ...f, [field]: true }))}
                  />
                )}
                {url && openLinks ? (
                  <a href={url} target="_blank" rel="noreferrer noopener" className={`${link} text-sm`}>
                    {t('records.doc_open', { label })}
                  </a>
                ) : null}
              </figure>
            );
          })}
          <p className="text-xs text-muted md:col-span-2">{t('requests.links_expire', { count: links.expires_in })}</p>
        </div>
      )}
    </Modal>
  );
}
