// Share (issue 41 §1): on a phone with the Web Share API, the system's share sheet; else a
// dialog with the link to copy, an optional "Start at 1:23" (?t=83, read by start-at.tsx)
// and the embed code (an iframe of /embed/{slug}).
import { useId, useState } from 'react';
import { useT } from '../../i18n';
import { clockOf, embedCode, shareUrl } from '../../lib/start-time';
import { Modal } from '../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';

const playerTime = () => document.querySelector<HTMLVideoElement>('main video')?.currentTime ?? 0;
const phone = () => typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareButton({ slug, title }: { slug: string; title: string }) {
  const t = useT('public');
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState(0);
  const [withTime, setWithTime] = useState(false);
  const [copied, setCopied] = useState<'' | 'link' | 'embed' | 'failed'>('');
  const ids = useId();
  const origin = window.location.origin;
  const url = shareUrl(origin, slug, withTime ? at : null);
  const start = async () => {
    const now = Math.floor(playerTime());
    if (phone()) {
      try {
        await navigator.share({ title, url: shareUrl(origin, slug, null) });
        return;
      } catch (err) {
        if ((err as Error)?.name === 'AbortError') return;
      }
    }
    setAt(now);
    setWithTime(false);
    setCopied('');
    setOpen(true);
  };
  const copyText = async (text: string, what: 'link' | 'embed') => setCopied((await copy(text)) ? what : 'failed');
  return (
    <>
      <button type="button" className={btnSecondary} onClick={() => void start()} data-testid="share-button">
        {t('share.button')}
      </button>
      <Modal title={t('share.title')} open={open} onOpenChange={setOpen}>
        <div className="flex flex-col gap-3">
          <label htmlFor={`${ids}-url`} className="text-sm font-semibold text-fg">
            {t('share.link')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input id={`${ids}-url`} readOnly value={url} className={`${input} min-w-0 flex-1`} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
            <button type="button" className={btnPrimary} onClick={() => void copyText(url, 'link')}>
              {t('share.copy')}
            </button>
          </div>
          {at > 0 ? (
            <label className="flex min-h-11 items-center gap-2 text-sm text-fg">
              <input type="checkbox" checked={withTime} onChange={(e) => setWithTime(e.target.checked)} className="size-5" />
              {t('share.start_at', { time: clockOf(at) })}
            </label>
          ) : null}
          <label htmlFor={`${ids}-embed`} className="text-sm font-semibold text-fg">
            {t('share.embed')}
          </label>
          <textarea id={`${ids}-embed`} readOnly rows={3} value={embedCode(origin, slug, title)} className={`${input} font-mono text-xs`} onFocus={(e) => e.currentTarget.select()} />
          <div>
            <button type="button" className={btnSecondary} onClick={() => void copyText(embedCode(origin, slug, title), 'embed')}>
              {t('share.copy_embed')}
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm text-muted">
            {copied === 'link' ? t('share.copied') : copied === 'embed' ? t('share.copied_embed') : copied === 'failed' ? t('share.copy_failed') : ''}
          </p>
        </div>
      </Modal>
    </>
  );
}
