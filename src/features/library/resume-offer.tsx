// Saves a signed-in member's position (resume.ts decides when) and offers to resume:
// "Resume at 12:34" / "Start over". The player element is found in the page, so the
// player component needs no change.
import { useT } from '../../i18n';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../data/session';
import { btnPrimary, btnSecondary } from '../../ui/styles';
import { savePosition } from '../../data/library-outbox';
import { useVideoState } from './api';
import { clock, resumeAt, shouldSave, type SaveReason, type SaverState } from './resume';

const playerOf = () => document.querySelector<HTMLVideoElement>('main video');

export function ResumeOffer({ videoId, duration }: { videoId: string; duration: number }) {
  const t = useT('public');
  const member = useSession((s) => s.user?.id ?? null);
  const state = useVideoState(videoId, member);
  const [dismissed, setDismissed] = useState(false);
  const saver = useRef<SaverState>({ played: false, lastSavedAt: null, lastSavedPos: null });

  useEffect(() => {
    if (!member) return;
    let el: HTMLVideoElement | null = null;
    const save = (reason: SaveReason) => {
      const pos = el?.currentTime ?? Number.NaN;
      const now = Date.now();
      if (!shouldSave(saver.current, pos, now, reason)) return;
      saver.current = { played: true, lastSavedAt: now, lastSavedPos: pos };
      void savePosition(videoId, Math.min(pos, duration)).catch(() => undefined);
    };
    const playing = () => {
      saver.current = { ...saver.current, played: true };
    };
    const tick = () => save('tick');
    const pause = () => save('pause');
    const leave = () => save('leave');
    const hidden = () => document.visibilityState === 'hidden' && leave();
    // The player mounts after this page's data: look for it until it is there.
    const attach = () => {
      el = playerOf();
      if (!el) return false;
      el.addEventListener('playing', playing);
      el.addEventListener('timeupdate', tick);
      el.addEventListener('pause', pause);
      return true;
    };
    const timer = attach() ? null : window.setInterval(() => attach() && timer && window.clearInterval(timer), 500);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      leave();
      if (timer) window.clearInterval(timer);
      el?.removeEventListener('playing', playing);
      el?.removeEventListener('timeupdate', tick);
      el?.removeEventListener('pause', pause);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [member, videoId, duration]);

  const at = member && !dismissed ? resumeAt(state.data, duration) : null;
  if (at === null) return null;
  const go = (seconds: number) => {
    const el = playerOf();
    if (el) {
      el.currentTime = seconds;
      void el.play().catch(() => undefined);
    }
    setDismissed(true);
  };
  return (
    <div role="region" aria-label={t('resume.label')} className="mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface p-3 text-sm text-fg">
      <span>{t('resume.stopped_at', { time: clock(at) })}</span>
      <button type="button" className={btnPrimary} onClick={() => go(at)}>
        {t('resume.resume_at', { time: clock(at) })}
      </button>
      <button type="button" className={btnSecondary} onClick={() => go(0)}>
        {t('resume.start_over')}
      </button>
    </div>
  );
}
