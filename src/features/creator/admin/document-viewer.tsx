// The ID document viewer: both images through links valid 60 seconds, fetched when the
// dialog opens (and again on Reload); nothing is kept once it closes.
import { useState } from 'react';
import { toUserError } from '../../../data/errors';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/status-panel';
import { btnSecondary } from '../../../ui/styles';
import { useDocumentLinks, type CreatorRequestRow, type DocumentLinks } from '../api';

const DOCS = [
  { field: 'id_document', label: 'ID Document' },
  { field: 'id_selfie', label: 'ID with Selfie' },
] as const;

export function DocumentViewer({ request, onClose }: { request: CreatorRequestRow; onClose: () => void }) {
  const docs = useDocumentLinks(request.id);
  const links: DocumentLinks | null = docs.isFetching ? null : (docs.data ?? null);
  const error = docs.isError && !docs.isFetching ? toUserError(docs.error, 'Failed to load documents') : null;
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const load = () => {
    setFailed({});
    void docs.refetch();
  };

  return (
    <Modal
      title={`Documents of ${request.username}`}
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      actions={
        <button type="button" className={btnSecondary} onClick={load}>
          Reload
        </button>
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : !links ? (
        <Spinner label="Loading documents..." />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {DOCS.map(({ field, label }) => {
            const url = links[field];
            return (
              <figure key={field} className="flex flex-col gap-2">
                <figcaption className="text-sm font-semibold text-fg">{label}</figcaption>
                {!url ? (
                  <p role="alert" className="text-sm text-red-400">
                    {label} not found
                  </p>
                ) : failed[field] ? (
                  <p role="alert" className="text-sm text-red-400">
                    Failed to load {label}
                  </p>
                ) : (
                  <img
                    src={url}
                    alt={`${label} of ${request.username}`}
                    referrerPolicy="no-referrer"
                    className="max-h-[60dvh] w-full rounded-lg border border-border bg-black object-contain"
                    onError={() => setFailed((f) => ({ ...f, [field]: true }))}
                  />
                )}
              </figure>
            );
          })}
          <p className="text-xs text-muted md:col-span-2">These links stop working after {links.expires_in} seconds: use Reload to see the images again.</p>
        </div>
      )}
    </Modal>
  );
}
