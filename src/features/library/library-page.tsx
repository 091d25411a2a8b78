// /library (issue 22): the member's Favourites, Watch later, History (by day, remove one,
// clear all), Playlists and Following, as tabs kept in the URL (?tab=).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, type LoginRedirectState } from '../../lib/paths';
import { useSession } from '../../data/session';
import { StatusPanel, Spinner } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, link } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { gridClass, useCanSeePremium } from '../../ui/video-grid';
import { VideoCard } from '../../ui/video-card';
import { useFollowing, useForgetHistory, useLibraryList, useMyPlaylists, type LibraryItem, type ListName } from './api';
import { byDay } from './days';
import { PauseHistorySwitch } from './pause-switch';

const TABS = [
  { id: 'favourites', label: 'Favourites', empty: 'Press the heart under a video to keep it here.' },
  { id: 'watch-later', label: 'Watch later', empty: 'Press “Watch later” under a video to save it for another time.' },
  { id: 'history', label: 'History', empty: 'Videos you watch while signed in show up here, newest first.' },
  { id: 'playlists', label: 'Playlists', empty: 'Use “Save to…” under a video to start a playlist.' },
  { id: 'following', label: 'Following', empty: 'Follow a creator from their channel page to see their new videos here.' },
] as const;
type Tab = (typeof TABS)[number]['id'];

function Empty({ text }: { text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted">
      <p>{text}</p>
      <Link to={paths.videos()} className={`${link} mt-2 inline-block`}>
        Browse videos
      </Link>
    </div>
  );
}

function Pager({ page, more, onPage }: { page: number; more: boolean; onPage: (p: number) => void }) {
  if (page === 1 && !more) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex gap-2">
      <button type="button" className={btnSecondary} disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <button type="button" className={btnSecondary} disabled={!more} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

function Cards({ items }: { items: LibraryItem[] }) {
  const canSeePremium = useCanSeePremium();
  return (
    <div className={gridClass}>
      {items.map((v) => (
        <VideoCard key={v.id} video={v} showPremiumOverlay={!canSeePremium} />
      ))}
    </div>
  );
}

function VideoList({ list, empty }: { list: ListName; empty: string }) {
  const [page, setPage] = useState(1);
  const q = useLibraryList(list, page);
  if (q.isLoading) return <Spinner label="Loading…" />;
  if (q.isError && !q.data) return <StatusPanel title="Could not load this list" />;
  const items = q.data?.items ?? [];
  if (!items.length && page === 1) return <Empty text={empty} />;
  return (
    <>
      <Cards items={items} />
      <Pager page={page} more={items.length === q.data!.perPage} onPage={setPage} />
    </>
  );
}

function History({ empty }: { empty: string }) {
  const [page, setPage] = useState(1);
  const q = useLibraryList('history', page);
  const forget = useForgetHistory();
  const canSeePremium = useCanSeePremium();
  if (q.isLoading) return <Spinner label="Loading…" />;
  if (q.isError && !q.data) return <StatusPanel title="Could not load your history" />;
  const items = q.data?.items ?? [];
  if (!items.length && page === 1) return <Empty text={empty} />;
  return (
    <>
      <button type="button" className={btnSecondary} onClick={() => forget.mutate(null)} disabled={forget.isPending}>
        Clear all history
      </button>
      {byDay(items).map(({ day, items: dayItems }) => (
        <section key={day} aria-label={day} className="mt-6">
          <h2 className="mb-3 text-base font-bold text-fg">{day}</h2>
          <div className={gridClass}>
            {dayItems.map((v) => (
              <div key={v.id} className="flex flex-col gap-2">
                <VideoCard video={v} showPremiumOverlay={!canSeePremium} />
                <button type="button" className={`${link} self-start text-sm`} onClick={() => forget.mutate(v.id)} aria-label={`Remove ${v.title} from history`}>
                  Remove
                </button>
              </div>
            ))}
          </div>
        </section>
      ))}
      <Pager page={page} more={items.length === q.data!.perPage} onPage={setPage} />
    </>
  );
}

function Playlists({ empty }: { empty: string }) {
  const q = useMyPlaylists();
  if (q.isLoading) return <Spinner label="Loading…" />;
  if (!q.data?.length) return <Empty text={empty} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {q.data.map((p) => (
        <li key={p.id} className="rounded-xl border border-border bg-surface p-4">
          <Link to={paths.playlist(p.slug)} className={`${link} font-semibold`}>
            {p.title}
          </Link>
          <p className="mt-1 text-sm text-muted">
            {p.item_count} {p.item_count === 1 ? 'video' : 'videos'} · {p.visibility}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Following({ empty }: { empty: string }) {
  const [page, setPage] = useState(1);
  const q = useFollowing(page);
  if (q.isLoading) return <Spinner label="Loading…" />;
  const items = q.data?.items ?? [];
  if (!items.length && page === 1) return <Empty text={empty} />;
  return (
    <>
      <Cards items={items} />
      <Pager page={page} more={items.length === q.data!.perPage} onPage={setPage} />
    </>
  );
}

export function LibraryPage() {
  useDocumentTitle('My Library');
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'favourites') as Tab;
  if (loading) return <Spinner label="Loading…" />;
  if (!user) {
    const state: LoginRedirectState = { from: paths.library() };
    return (
      <StatusPanel title="Your library">
        <p className="text-sm text-muted">Log in to keep favourites, a watch-later list, your history and playlists.</p>
        <Link to={paths.login()} state={state} className={btnPrimary}>
          Log In
        </Link>
      </StatusPanel>
    );
  }
  const current = TABS.find((t) => t.id === tab)!;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-fg">My Library</h1>
      <div role="tablist" aria-label="Library" className="mt-4 flex gap-1 overflow-x-auto border-b border-border">
        {TABS.map((t) => (
          <Link
            key={t.id}
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls="library-panel"
            to={paths.library(t.id)}
            onClick={(e) => {
              e.preventDefault();
              setParams(t.id === 'favourites' ? {} : { tab: t.id }, { replace: true });
            }}
            className={`inline-flex min-h-11 shrink-0 items-center px-4 text-sm font-semibold ${t.id === tab ? 'border-b-2 border-accent text-fg' : 'text-muted hover:text-fg'}`}
          >
            {t.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id="library-panel" aria-labelledby={`tab-${tab}`} className="mt-6">
        {tab === 'favourites' || tab === 'watch-later' ? <VideoList key={tab} list={tab} empty={current.empty} /> : null}
        {tab === 'history' ? (
          <>
            <PauseHistorySwitch className="mb-4" />
            <History empty={current.empty} />
          </>
        ) : null}
        {tab === 'playlists' ? <Playlists empty={current.empty} /> : null}
        {tab === 'following' ? <Following empty={current.empty} /> : null}
      </div>
    </div>
  );
}
