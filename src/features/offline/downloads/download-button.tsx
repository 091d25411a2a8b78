// Save for offline (premium members, self-hosted files): progress, pause and resume (also
// after a reload: the stored pieces stay), and a clear refusal when the device lacks room.
import { useEffect } from 'react';
import { btnSecondary } from '../../../ui/styles';
import { deleteDownload, loadDownloads, pauseDownload, resumeDownload, startDownload, useDownloads } from './downloads';

interface Props {
  video: { id: string; slug: string; title: string; thumbnail_url: string };
  /** The stream URL with its playback token (the local source of the watch payload). */
  url: string;
}

export const percent = (received: number, size: number) => (size ? Math.floor((received / size) * 100) : 0);

export function DownloadButton({ video, url }: Props) {
  const d = useDownloads((s) => s.items[video.id]);
  useEffect(() => {
    void loadDownloads();
  }, []);

  if (!d) {
    return (
      <div>
        <button type="button" className={btnSecondary} onClick={() => void startDownload(video, url)}>
          Save for Offline
        </button>
      </div>
    );
  }
  if (d.state === 'done') {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted" data-testid="download-done">
        <span>Saved for offline viewing</span>
        <button type="button" className={btnSecondary} onClick={() => void deleteDownload(video.id)}>
          Remove Download
        </button>
      </div>
    );
  }
  if (d.state === 'refused') {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p role="alert" className="text-danger" data-testid="download-refused">
          {d.error}
        </p>
        <button type="button" className={btnSecondary} onClick={() => void deleteDownload(video.id)}>
          Dismiss
        </button>
      </div>
    );
  }
  const pct = percent(d.received, d.size);
  const status =
    d.state === 'checking'
      ? 'Checking storage…'
      : d.state === 'error'
        ? `Failed: ${d.error}`
        : d.state === 'paused'
          ? (d.error ?? `Paused at ${pct}%`)
          : `${pct}%`;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <progress max={100} value={pct} aria-label={`Saving for offline: ${pct}%`} className="h-2 w-40 accent-accent" />
      <span className="text-muted" data-testid="download-progress" aria-live="polite">
        {status}
      </span>
      {d.state === 'downloading' || d.state === 'checking' ? (
        <button type="button" className={btnSecondary} onClick={() => pauseDownload(video.id)} disabled={d.state === 'checking'}>
          Pause
        </button>
      ) : (
        <button type="button" className={btnSecondary} onClick={() => void resumeDownload(video.id, url)}>
          Resume
        </button>
      )}
      <button type="button" className={btnSecondary} onClick={() => void deleteDownload(video.id)}>
        Cancel
      </button>
    </div>
  );
}
