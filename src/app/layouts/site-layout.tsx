// The public layout: fixed header, page (between ad columns where they apply), footer.
import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Outlet } from 'react-router-dom';
import { AdColumns } from '../../features/ads/ad-columns';
import { OfflineIndicator } from '../../features/offline/offline-indicator';
import { CardMenuSlot } from '../../ui/card-menu-slot';
import { AfterFirstDraw } from '../../ui/after-first-draw';
import { Footer } from '../../ui/footer';
import { Header } from '../../ui/header';
import { Spinner } from '../../ui/status-panel';
import { iconBtn } from '../../ui/styles';
import { ScrollToTop } from '../scroll-to-top';
import { useT } from '../../i18n';
import { whenIdle } from '../../data/first-draw';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { AccountFallback } from './account-fallback';

// Drawn only inside an opened menu or account panel: not part of the first load.
// Each loads again by itself when the connection is back (ui/lazy-retry.tsx, issue 39 §1).
const OfflineMenuEntries = lazyWithRetry(() => import('../../features/offline/menu-entries').then((m) => ({ default: m.OfflineMenuEntries })));
// Members only: the panel, its dialogs and the inbox sync stay out of the first load of
// every visitor (issue 15 §2); a placeholder of the button's size holds its place.
// Its code not fetched (offline): a plain panel that still signs out.
const AccountPanel = lazyWithRetry(
  () => import('../../features/account/account-panel').then((m) => ({ default: m.AccountPanel })),
  (retry, props) => <AccountFallback retry={retry} extra={props?.extra} />,
);

// Not needed to draw the first page (issue 15 §2 first-load budget): the card menu's button
// (absolute, in the thumbnail's corner: no layout shift) and its library calls load right
// after; so do the outbox notices, which have nothing to say before the outbox has run.
const CardMenuLazy = lazyWithRetry(() => import('../../features/library/card-menu').then((m) => ({ default: m.CardMenu })), 'silent');
const OutboxToast = lazyWithRetry(() => import('../../features/offline/outbox-toast').then((m) => ({ default: m.OutboxToast })), 'silent');
// Its code (the library's queries, the outbox, Dexie, the SDK: ten chunks) is asked for only
// once the page is idle after its first frames: asked during the first render, it loaded
// and ran beside it and held back the first card of a warm or offline start (issue 28,
// scripts/bench-web). One idle wait for every card of the page.
let menusReady = false;
let menusIdle: Promise<void> | null = null;
function CardMenu(props: ComponentProps<typeof CardMenuLazy>) {
  const [ready, setReady] = useState(menusReady);
  useEffect(() => {
    if (ready) return;
    let live = true;
    menusIdle ??= whenIdle(2000).then(() => void (menusReady = true));
    void menusIdle.then(() => live && setReady(true));
    return () => void (live = false);
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <CardMenuLazy {...props} />
    </Suspense>
  );
}

const menuExtra = (className: string, listItem: boolean) => (
  <Suspense fallback={null}>
    <OfflineMenuEntries className={className} listItem={listItem} />
  </Suspense>
);

export function SiteLayout() {
  const t = useT('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:text-on-accent"
      >
        {t('nav.skip')}
      </a>
      <Header
        status={<OfflineIndicator />}
        menuExtra={menuExtra}
        account={
          <Suspense fallback={<span aria-hidden className={`${iconBtn} border border-border`} />}>
            <AccountPanel extra={menuExtra} />
          </Suspense>
        }
      />
      {/* At least a screen high: the footer starts below the fold and never jumps into view
          while a page loads (CLS). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col pt-16 outline-none">
        <AdColumns>
          {/* The fallback fills the screen so the footer does not jump when the page arrives (CLS). */}
          <Suspense
            fallback={
              <div className="min-h-dvh">
                <Spinner />
              </div>
            }
          >
            <CardMenuSlot.Provider value={CardMenu}>
              <Outlet />
            </CardMenuSlot.Provider>
          </Suspense>
        </AdColumns>
      </main>
      {/* Below the fold (main is a screen high): drawn a task after the first commit. */}
      <AfterFirstDraw>
        <Footer />
      </AfterFirstDraw>
      <Suspense fallback={null}>
        <OutboxToast />
      </Suspense>
    </div>
  );
}
