// /library (issue 22): the member's Favourites, Watch later, History (by day, remove one,
// clear all), Playlists and Following, as tabs kept in the URL (?tab=).
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, type LoginRedirectState } from '../../lib/paths';
import { useSession } from '../../data/session';
import { StatusPanel, Spinner } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, link } from '../../ui/styles';
import { useConfirm } from '../../ui/confirm-dialog';
import { useDocumentTitle } from '../../ui/use-document-title';
import { gridClass, useCanSeePremium } from '../../ui/video-grid';
import { VideoCard } from '../../ui/video-card';
import { useFollowing, useForgetHistory, useLibraryList, useMyPlaylists, usePendingList, useToggle, type LibraryItem, type ListName, type ToggleList } from './api';
import { UnavailableCard } from './unavailable-card';
import { byDay } from './days';
import { PauseHistorySwitch } from './pause-switch';
import { useLocale, useT } from '../../i18n';
import { playlistSummary } from './playlist-summary';
import { edgeMask, useScrollEdges } from './scroll-edges';

// Labels and empty-list texts are keys of the pages catalog.
const TABS = [
  { id: 'favourites', label: 'library.tab_favourites', empty: 'library.empty_favourites' },
  { id: 'watch-later', label: 'library.tab_watch_later', empty: 'library.empty_watch_later' },
  { id: 'history', label: 'library.tab_history', empty: 'library.empty_history' },
  { id: 'playlists', label: 'library.tab_playlists', empty: 'library.empty_playlists' },
  { id: 'following', label: 'library.tab_following', empty: 'library.empty_following' },
] as const;
type Tab = (typeof TABS)[number]['id'];

function Empty({ text }: { text: string }) {
  const t = useT('pages');
  return (
    <div className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted">
      <p>{text}</p>
      <Link to={paths.videos()} className={`${link} mt-2 inline-block`}>
        {t('library.browse_videos')}
      </Link>
    </div>
  );
}

function Pager({ page, more, onPage }: { page: number; more: boolean; onPage: (p: number) => void }) {
  const t = useT('pages');
  const tc = useT('common');
  if (page === 1 && !more) return null;
  return (
    <nav aria-label={t('shared.pages')} className="mt-6 flex gap-2">
      <button type="button" className={btnSecondary} disabled={page === 1} onClick={() => onPage(page - 1)}>
        {tc('pagination.previous')}
      </button>
      <button type="button" className={btnSecondary} disabled={!more} onClick={() => onPage(page + 1)}>
        {tc('pagination.next')}
      </button>
    </nav>
  );
}

function Cards({ items, list }: { items: LibraryItem[]; list?: ToggleList }) {
  const canSeePremium = useCanSeePremium();
  return (
    <div className={gridClass}>
      {items.map((v) =>
        v.unavailable ? (
          <Unavailable key={v.id} video={v.id} list={list} />
        ) : (
          <VideoCard key={v.id} video={v} showPremiumOverlay={!canSeePremium} />
        ),
      )}
    </div>
  );
}

/** A saved video that is no longer available: removable from its toggle list. */
function Unavailable({ video, list }: { video: string; list?: ToggleList }) {
  const member = useSession((s) => s.user?.id ?? null);
  const toggle = useToggle(video, member);
  if (!list) return <UnavailableCard />;
  return <UnavailableCard onRemove={() => toggle.mutate({ list, on: false })} removing={toggle.isPending} />;
}

/** Cards added offline, shown before the list with a "Waiting to sync" mark until the outbox sends them. */
function WaitingCards({ items }: { items: LibraryItem[] }) {
  const canSeePremium = useCanSeePremium();
  const tp = useT('public');
  if (!items.length) return null;
  return (
    <div className={`${gridClass} mb-6`}>
      {items.map((v) => (
        <div key={v.id} className="flex flex-col gap-1" data-waiting="">
          <VideoCard video={v} showPremiumOverlay={!canSeePremium} />
          <span className="self-start rounded bg-surface-2 px-2 py-0.5 text-xs text-muted">{tp('library.waiting')}</span>
        </div>
      ))}
    </div>
  );
}

function VideoList({ list, empty }: { list: ListName; empty: string }) {
  const [page, setPage] = useState(1);
  const q = useLibraryList(list, page);
  const pending = usePendingList(list).data;
  const t = useT('pages');
  if (q.isLoading) return <Spinner label={t('shared.loading')} />;
  const removes = new Set(pending?.removes ?? []);
  const listed = (q.data?.items ?? []).filter((v) => !removes.has(v.id));
  const waiting = page === 1 ? (pending?.adds ?? []).filter((a) => !listed.some((v) => v.id === a.id)) : [];
  if (q.isError && !q.data && !waiting.length) return <StatusPanel title={t('library.list_failed')} />;
  const items = listed;
  if (!items.length && !waiting.length && page === 1) return <Empty text={empty} />;
  return (
    <>
      <WaitingCards items={waiting} />
      <Cards items={items} list={list === 'favourites' || list === 'watch-later' ? list : undefined} />
      <Pager page={page} more={!!q.data && (q.data.items.length === q.data.perPage)} onPage={setPage} />
    </>
  );
}

function History({ empty }: { empty: string }) {
  const [page, setPage] = useState(1);
  const q = useLibraryList('history', page);
  const forget = useForgetHistory();
  // The whole history goes with no undo: asked first, in the app's own dialog.
  const [ask, confirmDialog] = useConfirm();
  const clearAll = async () => {
    if (await ask({ title: t('library.clear_history_confirm'), description: t('library.clear_history_confirm_text'), confirmLabel: t('library.clear_history') })) forget.mutate(null);
  };
  const canSeePremium = useCanSeePremium();
  const t = useT('pages');
  const locale = useLocale();
  const words = { today: t('library.today'), yesterday: t('library.yesterday'), earlier: t('library.earlier'), locale };
  if (q.isLoading) return <Spinner label={t('shared.loading')} />;
  if (q.isError && !q.data) return <StatusPanel title={t('library.history_failed')} />;
  const items = q.data?.items ?? [];
  if (!items.length && page === 1) return <Empty text={empty} />;
  return (
    <>
      <button type="button" className={btnSecondary} onClick={() => void clearAll()} disabled={forget.isPending}>
        {t('library.clear_history')}
      </button>
      {confirmDialog}
      {byDay(items, new Date(), words).map(({ day, items: dayItems }) => (
        <section key={day} aria-label={day} className="mt-6">
          <h2 className="mb-3 text-base font-bold text-fg">{day}</h2>
          <div className={gridClass}>
            {dayItems.map((v) =>
              v.unavailable ? (
                <UnavailableCard key={v.id} onRemove={() => forget.mutate(v.id)} removing={forget.isPending} />
              ) : (
                <div key={v.id} className="flex flex-col gap-2">
                  <VideoCard video={v} showPremiumOverlay={!canSeePremium} />
                  <button type="button" className={`${link} self-start text-sm`} onClick={() => forget.mutate(v.id)} aria-label={t('library.remove_from_history', { title: v.title })}>
                    {t('shared.remove')}
                  </button>
                </div>
              ),
            )}
          </div>
        </section>
      ))}
      <Pager page={page} more={items.length === q.data!.perPage} onPage={setPage} />
    </>
  );
}

function Playlists({ empty }: { empty: string }) {
  const q = useMyPlaylists();
  const t = useT('pages');
  if (q.isLoading) return <Spinner label={t('shared.loading')} />;
  if (!q.data?.length) return <Empty text={empty} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {q.data.map((p) => (
        <li key={p.id} className="rounded-xl border border-border bg-surface p-4">
          <Link to={paths.playlist(p.slug)} className={`${link} font-semibold`}>
            {p.title}
          </Link>
          <p className="mt-1 text-sm text-muted">{playlistSummary(t, p.item_count, p.visibility)}</p>
        </li>
      ))}
    </ul>
  );
}

function Following({ empty }: { empty: string }) {
  const [page, setPage] = useState(1);
  const q = useFollowing(page);
  const t = useT('pages');
  if (q.isLoading) return <Spinner label={t('shared.loading')} />;
  const items = q.data?.items ?? [];
  if (!items.length && page === 1) return <Empty text={empty} />;
  return (
    <>
      <Cards items={items} />
      <Pager page={page} more={items.length === q.data!.perPage} onPage={setPage} />
    </>
  );
}

/** The tabs, in a row that scrolls sideways on a phone and shows that it does (scroll-edges.ts). */
function TabStrip({ tab, onPick }: { tab: Tab; onPick: (id: Tab) => void }) {
  const t = useT('pages');
  const strip = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(strip);
  return (
    <div
      ref={strip}
      role="tablist"
      aria-label={t('library.tabs_label')}
      className="mt-4 flex gap-1 overflow-x-auto border-b border-border"
      style={edgeMask(edges)}
      data-more={[edges.start ? 'start' : '', edges.end ? 'end' : ''].join(' ').trim() || undefined}
    >
      {TABS.map((x) => (
        <Link
          key={x.id}
          role="tab"
          id={`tab-${x.id}`}
          aria-selected={x.id === tab}
          aria-controls="library-panel"
          to={paths.library(x.id)}
          onClick={(e) => {
            e.preventDefault();
            onPick(x.id);
          }}
          className={`inline-flex min-h-11 shrink-0 items-center px-4 text-sm font-semibold ${x.id === tab ? 'border-b-2 border-accent text-fg' : 'text-muted hover:text-fg'}`}
        >
          {t(x.label)}
        </Link>
      ))}
    </div>
  );
}

export function LibraryPage() {
  const t = useT('pages');
  const tc = useT('common');
  useDocumentTitle(tc('nav.my_library'));
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((x) => x.id === params.get('tab'))?.id ?? 'favourites') as Tab;
  if (loading) return <Spinner label={t('shared.loading')} />;
  if (!user) {
    const state: LoginRedirectState = { from: paths.library() };
    return (
      <StatusPanel title={t('library.yours')}>
        <p className="text-sm text-muted">{t('library.log_in_text')}</p>
        <Link to={paths.login()} state={state} className={btnPrimary}>
          {tc('nav.log_in')}
        </Link>
      </StatusPanel>
    );
  }
  const current = TABS.find((x) => x.id === tab)!;
  const empty = t(current.empty);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">{tc('nav.my_library')}</h1>
      <TabStrip tab={tab} onPick={(id) => setParams(id === 'favourites' ? {} : { tab: id }, { replace: true })} />
      <div role="tabpanel" id="library-panel" aria-labelledby={`tab-${tab}`} className="mt-6">
        {tab === 'favourites' || tab === 'watch-later' ? <VideoList key={tab} list={tab} empty={empty} /> : null}
        {tab === 'history' ? (
          <>
            <PauseHistorySwitch className="mb-4" />
            <History empty={empty} />
          </>
        ) : null}
        {tab === 'playlists' ? <Playlists empty={empty} /> : null}
        {tab === 'following' ? <Following empty={empty} /> : null}
      </div>
    </div>
  );
}
