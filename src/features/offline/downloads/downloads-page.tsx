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
import { percentText } from './download-text';
import { useLocale, useT } from '../../../i18n';
import { deleteDownload, loadDownloads, resumeDownload, storageEstimate, storagePersisted, useDownloads } from './downloads';

export function DownloadsPage() {
  // Public and common catalogs only: this page opens offline, where they are the ones at hand.
  const t = useT('public');
  const tc = useT('common');
  const locale = useLocale();
  useDocumentTitle(tc('offline.downloads'));
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
        {tc('offline.downloads')}
      </h1>
      <p className="mt-2 text-sm text-muted" data-testid="storage-quota">
        {quota ? t('downloads.using', { used: size(quota.usage, locale), quota: size(quota.quota, locale) }) : t('downloads.no_estimate')}
      </p>
      {persisted === null ? null : (
        <p className="mt-1 text-sm text-muted" data-testid="storage-persisted">
          {persisted ? t('downloads.persisted') : t('downloads.not_persisted')}
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-8 text-muted">{t('downloads.none')}</p>
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
                  {d.state === 'done'
                    ? size(d.size, locale)
                    : t(d.state === 'paused' ? 'downloads.row_paused' : d.state === 'error' ? 'downloads.row_failed' : 'downloads.row_saving', {
                        percent: percentText(percent(d.received, d.size), locale),
                        size: size(d.size, locale),
                      })}
                </p>
              </div>
              {d.state === 'paused' || d.state === 'error' ? (
                <button type="button" className={btnSecondary} onClick={() => void resumeDownload(d.videoId)} aria-label={t('downloads.resume_title', { title: d.title })}>
                  {t('downloads.resume')}
                </button>
              ) : null}
              <button type="button" className={btnSecondary} onClick={() => void deleteDownload(d.videoId)} aria-label={t('downloads.remove_title', { title: d.title })}>
                {t('downloads.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
