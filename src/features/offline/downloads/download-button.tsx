// Save for offline (premium members, self-hosted files): progress, pause and resume (also
// after a reload: the stored pieces stay), and a clear refusal when the device lacks room.
import { useEffect } from 'react';
import { btnSecondary } from '../../../ui/styles';
import { deleteDownload, loadDownloads, pauseDownload, resumeDownload, startDownload, useDownloads } from './downloads';
import { useLocale, useT } from '../../../i18n';
import { downloadErrorText, percentText } from './download-text';

interface Props {
  video: { id: string; slug: string; title: string; thumbnail_url: string };
  /** The stream URL with its playback token (the local source of the watch payload). */
  url: string;
}

export const percent = (received: number, size: number) => (size ? Math.floor((received / size) * 100) : 0);

export function DownloadButton({ video, url }: Props) {
  const d = useDownloads((s) => s.items[video.id]);
  // The public catalog: this is part of the watch page, whose texts are in the first load.
  const t = useT('public');
  const locale = useLocale();
  useEffect(() => {
    void loadDownloads();
  }, []);

  if (!d) {
    return (
      <div>
        <button type="button" className={btnSecondary} onClick={() => void startDownload(video, url)}>
          {t('downloads.save')}
        </button>
      </div>
    );
  }
  if (d.state === 'done') {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted" data-testid="download-done">
        <span>{t('downloads.saved')}</span>
        <button type="button" className={btnSecondary} onClick={() => void deleteDownload(video.id)}>
          {t('downloads.remove_download')}
        </button>
      </div>
    );
  }
  if (d.state === 'refused') {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p role="alert" className="text-danger" data-testid="download-refused">
          {downloadErrorText(t, d.error, locale)}
        </p>
        <button type="button" className={btnSecondary} onClick={() => void deleteDownload(video.id)}>
          {t('downloads.dismiss')}
        </button>
      </div>
    );
  }
  const pct = percent(d.received, d.size);
  const shown = percentText(pct, locale);
  const status =
    d.state === 'checking'
      ? t('downloads.checking')
      : d.state === 'error'
        ? t('downloads.failed', { error: downloadErrorText(t, d.error, locale) })
        : d.state === 'paused'
          ? d.error
            ? downloadErrorText(t, d.error, locale)
            : t('downloads.paused_at', { percent: shown })
          : shown;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <progress max={100} value={pct} aria-label={t('downloads.saving_label', { percent: shown })} className="h-2 w-40 accent-accent" />
      <span className="text-muted" data-testid="download-progress" aria-live="polite">
        {status}
      </span>
      {d.state === 'downloading' || d.state === 'checking' ? (
        <button type="button" className={btnSecondary} onClick={() => pauseDownload(video.id)} disabled={d.state === 'checking'}>
          {t('downloads.pause')}
        </button>
      ) : (
        <button type="button" className={btnSecondary} onClick={() => void resumeDownload(video.id, url)}>
          {t('downloads.resume')}
        </button>
      )}
      <button type="button" className={btnSecondary} onClick={() => void deleteDownload(video.id)}>
        {t('comments.cancel')}
      </button>
    </div>
  );
}
