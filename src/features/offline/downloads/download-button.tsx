// Save for offline (premium members, self-hosted files): progress, pause and resume.
import { useEffect } from 'react';
import { btnSecondary } from '../../../ui/styles';
import { deleteDownload, loadDownloads, pauseDownload, resumeDownload, startDownload, useDownloads } from './downloads';

interface Props {
  video: { id: string; slug: string; title: string; thumbnail_url: string };
  /** The stream URL with its file token (the local source of the watch payload). */
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
      <button type="button" className={btnSecondary} onClick={() => startDownload(video, url)}>
        Save for Offline
      </button>
    );
  }
  if (d.state === 'done') {
    return (
      <div className="flex items-center gap-3 text-sm text-muted" data-testid="download-done">
        <span>Saved for offline viewing</span>
        <button type="button" className={btnSecondary} onClick={() => void deleteDownload(video.id)}>
          Remove Download
        </button>
      </div>
    );
  }
  const pct = percent(d.received, d.size);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <progress max={100} value={pct} aria-label={`Saving for offline: ${pct}%`} className="h-2 w-40 accent-accent" />
      <span className="text-muted" data-testid="download-progress">
        {d.state === 'error' ? `Failed: ${d.error}` : d.state === 'paused' ? `Paused at ${pct}%` : `${pct}%`}
      </span>
      {d.state === 'downloading' ? (
        <button type="button" className={btnSecondary} onClick={() => pauseDownload(video.id)}>
          Pause
        </button>
      ) : (
        <button type="button" className={btnSecondary} onClick={() => resumeDownload(video.id)}>
          Resume
        </button>
      )}
      <button type="button" className={btnSecondary} onClick={() => void deleteDownload(video.id)}>
        Cancel
      </button>
    </div>
  );
}
