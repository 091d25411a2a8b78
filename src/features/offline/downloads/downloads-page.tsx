// Downloads (premium members): the videos saved on this device, the storage they use,
// whether the browser keeps them when space runs low, a way to resume unfinished ones and
// to remove each. Playing one opens its watch page, which plays the stored file.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { btnSecondary, link } from '../../../ui/styles';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { percent } from './download-button';
import { size } from './download-plan';
import { deleteDownload, loadDownloads, resumeDownload, storageEstimate, storagePersisted, useDownloads } from './downloads';

export function DownloadsPage() {
  useDocumentTitle('Downloads');
  const items = Object.values(useDownloads((s) => s.items));
  const [quota, setQuota] = useState<{ usage: number; quota: number } | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const doneCount = items.filter((d) => d.state === 'done').length;
  useEffect(() => {
    void loadDownloads().then(() => storageEstimate().then(setQuota));
    void storagePersisted().then(setPersisted);
  }, [items.length, doneCount]);

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        Downloads
      </h1>
      <p className="mt-2 text-sm text-muted" data-testid="storage-quota">
        {quota ? `Using ${size(quota.usage)} of ${size(quota.quota)} available on this device.` : 'Storage use is not available in this browser.'}
      </p>
      {persisted === null ? null : (
        <p className="mt-1 text-sm text-muted" data-testid="storage-persisted">
          {persisted
            ? 'This browser keeps your downloads when the device runs low on space.'
            : 'This browser may remove downloads when the device runs low on space.'}
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-8 text-muted">No downloads yet. Use “Save for Offline” on a video's page.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {items.map((d) => (
            <li key={d.videoId} data-testid="download-row" className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-surface p-3">
              {d.thumbnail ? <img src={d.thumbnail} alt="" width={96} height={54} className="h-[54px] w-24 rounded-md object-cover" /> : null}
              <div className="min-w-0 flex-1">
                <h2 className="truncate text-sm font-semibold text-fg">
                  <Link to={paths.video(d.slug)} className={link}>
                    {d.title}
                  </Link>
                </h2>
                <p className="text-xs text-muted">
                  {d.state === 'done' ? size(d.size) : `${d.state === 'paused' ? 'Paused' : d.state === 'error' ? 'Failed' : 'Saving'} at ${percent(d.received, d.size)}% of ${size(d.size)}`}
                </p>
              </div>
              {d.state === 'paused' || d.state === 'error' ? (
                <button type="button" className={btnSecondary} onClick={() => void resumeDownload(d.videoId)} aria-label={`Resume ${d.title}`}>
                  Resume
                </button>
              ) : null}
              <button type="button" className={btnSecondary} onClick={() => void deleteDownload(d.videoId)} aria-label={`Remove ${d.title}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
