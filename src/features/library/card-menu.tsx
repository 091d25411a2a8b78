// The small menu on every video card (issue 22): Favourite and Watch later. A button in
// the thumbnail's corner (absolute: no layout shift) opens a menu of two items; arrows
// move between them, Escape closes and gives focus back. A visitor is sent to log in and
// lands on the video with the action done (pending.ts, taken by the watch page).
import { useT } from '../../i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type LoginRedirectState } from '../../lib/paths';
import type { VideoCard } from '../../data/catalog';
import { useSession } from '../../data/session';
import { useToggle, useVideoState, type ToggleList } from './api';
import { rememberAction } from './pending';
import { ClockIcon } from '../../ui/icons';

export function CardMenu({ video }: { video: VideoCard }) {
  const t = useT('public');
  const [open, setOpen] = useState(false);
  const member = useSession((s) => s.user?.id ?? null);
  const state = useVideoState(video.id, member, open && !!member);
  const toggle = useToggle(video.id, member, video);
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitemcheckbox"]')?.focus();
    const away = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node) && e.target !== button.current) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (list: ToggleList, on: boolean) => {
    if (!member) {
      rememberAction(video.id, list);
      const s: LoginRedirectState = { from: paths.video(video.slug) };
      navigate(paths.login(), { state: s });
      return;
    }
    toggle.mutate({ list, on });
    close();
  };
  const keys = (e: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemcheckbox"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    } else if (e.key === 'Tab') setOpen(false);
  };
  const fav = !!(member && state.data?.favourite);
  const later = !!(member && state.data?.watch_later);
  const item = 'flex min-h-11 w-full items-center gap-2 px-3 text-start text-sm text-fg hover:bg-surface-2 focus:bg-surface-2 focus:outline-none';
  return (
    <div className="absolute top-2 end-2 z-10">
      <button
        ref={button}
        type="button"
        aria-label={t('library.more_for', { title: video.title })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-11 items-center justify-center rounded-full bg-black/70 text-lg font-bold text-white hover:bg-black/90"
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open ? (
        <div ref={menu} id={id} role="menu" tabIndex={-1} aria-label={t('library.save_title', { title: video.title })} onKeyDown={keys} className="absolute top-12 end-0 w-48 overflow-hidden rounded-lg border border-border bg-surface shadow-xl">
          <button type="button" role="menuitemcheckbox" aria-checked={fav} className={item} onClick={() => choose('favourites', !fav)}>
            <span aria-hidden="true">{fav ? '♥' : '♡'}</span> {t('library.favourite')}
          </button>
          <button type="button" role="menuitemcheckbox" aria-checked={later} className={item} onClick={() => choose('watch-later', !later)}>
            <ClockIcon className="inline-block align-[-2px]" /> {t('library.watch_later')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
