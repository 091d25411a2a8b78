// Heart (favourite, with its count) and Watch later on the watch page, plus "Save to…".
// A visitor is sent to log in and comes back with the action done (pending.ts).
import { useLocale, useT } from '../../i18n';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, type LoginRedirectState } from '../../lib/paths';
import { useSession } from '../../data/session';
import { formatCompact } from '../../i18n/format';
import { useToggle, useVideoState, type ToggleList } from './api';
import { rememberAction, takeAction } from './pending';
import { ClockIcon } from '../../ui/icons';
import type { VideoCard } from '../../data/video-card';

// Fetched on the first "Save to…" (its form brings zod): not part of the watch page's
// first download (issue 26 §7, TBT).
const SaveToDialog = lazyWithRetry(() => import('./save-to-dialog').then((m) => ({ default: m.SaveToDialog })));

const btn = 'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors';
const style = (on: boolean) => `${btn} ${on ? 'border-accent bg-accent text-on-accent' : 'border-border bg-surface-2 text-fg hover:bg-border'}`;

export function LibraryBar({ videoId, card }: { videoId: string; card?: VideoCard }) {
  const t = useT('public');
  const locale = useLocale();
  const member = useSession((s) => s.user?.id ?? null);
  const state = useVideoState(videoId, member).data;
  const toggle = useToggle(videoId, member, card);
  const navigate = useNavigate();
  const location = useLocation();
  const [saveOpen, setSaveOpen] = useState(false);

  // Back from logging in: do what was pressed (idempotent on the server).
  useEffect(() => {
    if (!member) return;
    const list = takeAction(videoId);
    if (list) toggle.mutate({ list, on: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member, videoId]);

  const press = (list: ToggleList, on: boolean) => {
    if (!member) {
      rememberAction(videoId, list);
      const state: LoginRedirectState = { from: location.pathname + location.search };
      navigate(paths.login(), { state });
      return;
    }
    toggle.mutate({ list, on });
  };
  const fav = !!state?.favourite;
  const later = !!state?.watch_later;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={style(fav)} aria-pressed={fav} onClick={() => press('favourites', !fav)}>
        <span aria-hidden="true">{fav ? '♥' : '♡'}</span> {t('library.favourite')} <span data-testid="favourite-count">{formatCompact(state?.favourite_count ?? 0, locale)}</span>
      </button>
      <button type="button" className={style(later)} aria-pressed={later} onClick={() => press('watch-later', !later)}>
        <ClockIcon className="inline-block align-[-2px]" /> {t('library.watch_later')}
      </button>
      {member ? (
        <button type="button" className={style(false)} aria-haspopup="dialog" onClick={() => setSaveOpen(true)}>
          {t('library.save_to')}
        </button>
      ) : null}
      {/* The dialog's code and its texts (the pages catalog) are fetched on first open: its own
          boundary, so the watch page does not fall back to a spinner meanwhile. */}
      {saveOpen ? (
        <Suspense fallback={null}>
          <SaveToDialog videoId={videoId} onClose={() => setSaveOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
