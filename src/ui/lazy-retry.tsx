// The one way the app loads UI code on demand (issue 39 §1): React.lazy that survives a
// chunk that cannot be fetched. React.lazy keeps a failed load for ever and throws it to
// the nearest error boundary, which used to be the route's, or none at all (the update
// prompt): the whole page went black. Here every lazy component carries its own boundary:
// a failed load shows in place (a page's "needs a connection", a one-line notice, or
// nothing), the rest of the page stays usable, and it loads again by itself when the
// connection is back (connectivity.ts) or when the visitor presses Try again.
import { Component, lazy, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { checkReachable, giveUpOffline } from '../data/connectivity';
import { tr } from '../i18n';
import { retryFailedCatalogs } from '../i18n/runtime';
import { NeedsConnection } from './needs-connection';
import { StatusPanel } from './status-panel';
import { btnPrimary, btnSecondary } from './styles';
import { useOnReconnect } from './use-online';

/**
 * What shows where the code could not load: 'page' (a route: the page-sized notice),
 * 'inline' (a line with Try again), 'silent' (nothing; it loads again when back online),
 * or a function drawing the place itself (a panel that still offers what it can).
 */
export type LazyFallback<P = never> = 'page' | 'inline' | 'silent' | ((retry: () => void, props: P) => ReactNode);

/** A code chunk (or message catalog) that could not be fetched. */
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|error loading dynamically|preload CSS/i;
const failedLoads = new WeakSet<object>();
export const isChunkError = (err: unknown): boolean => (typeof err === 'object' && err !== null && failedLoads.has(err)) || (err instanceof Error && CHUNK_FAILED.test(err.message));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are taken from it
type AnyComponent = ComponentType<any>;

/**
 * React.lazy with its own boundary and retry, plus `preload()`. Once loaded the component
 * renders directly, not through a suspended lazy. The caller still places the Suspense.
 */
export function lazyWithRetry<C extends AnyComponent>(load: () => Promise<{ default: C }>, fallback: LazyFallback<ComponentProps<C>> = 'inline') {
  type P = ComponentProps<C>;
  let loaded: C | null = null;
  let failed = false;
  const preload = (): Promise<void> =>
    giveUpOffline(load()).then(
      (m) => void (loaded = m.default),
      (err: unknown) => {
        failed = true;
        if (typeof err === 'object' && err !== null) failedLoads.add(err);
        throw err;
      },
    );
  const fresh = () => lazy(() => preload().then(() => ({ default: loaded! })));
  let Lazy = fresh();
  // A new React.lazy, so that the next render fetches again (the old one keeps its failure).
  const reset = () => {
    if (!failed) return;
    failed = false;
    Lazy = fresh();
  };
  function Current(props: P) {
    // Decided once per mount: switching from Lazy to Loaded later would remount the tree.
    const [Direct] = useState(() => loaded);
    const Shown = (Direct ?? Lazy) as ComponentType<P>;
    return <Shown {...props} />;
  }
  function Retrying(props: P) {
    return (
      <LazyBoundary fallback={typeof fallback === 'function' ? (retry) => fallback(retry, props) : fallback} reset={reset}>
        <Current {...props} />
      </LazyBoundary>
    );
  }
  return Object.assign(Retrying, { preload });
}

interface BoundaryProps {
  fallback: LazyFallback<undefined>;
  /** Called before the children render again (a failed lazy starts a fresh load). */
  reset?: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** What the server check said after the failure: null while asking. */
  reachable: boolean | null;
  tries: number;
}

/** Catches a failed code load below it; anything else goes on to the route's boundary. */
export class LazyBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, reachable: null, tries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error'), reachable: null };
  }

  override componentDidCatch(error: unknown) {
    // Offline (the check says so at once, and the page comes back with the connection), or
    // online and the file is gone (a newer deployment): then only a reload helps.
    if (isChunkError(error)) void checkReachable().then((reachable) => this.state.error === error && this.setState({ reachable }));
  }

  retry = () => {
    this.props.reset?.();
    retryFailedCatalogs();
    this.setState((s) => ({ error: undefined, reachable: null, tries: s.tries + 1 }));
  };

  override render() {
    const { error, reachable } = this.state;
    if (error === undefined) return this.props.children;
    if (!isChunkError(error)) throw error;
    return <Failed fallback={this.props.fallback} retry={this.retry} gone={reachable === true} />;
  }
}

function Failed({ fallback, retry, gone }: { fallback: LazyFallback<undefined>; retry: () => void; gone: boolean }) {
  useOnReconnect(retry);
  if (typeof fallback === 'function') return fallback(retry, undefined);
  if (fallback === 'silent') return null;
  if (fallback === 'page') {
    if (!gone) return <NeedsConnection onRetry={retry} />;
    return (
      <StatusPanel title={tr('common', 'errors.something_wrong', undefined, 'Something went wrong')} message={tr('common', 'errors.something_wrong_text', undefined, 'This page could not be shown. Reloading usually helps.')}>
        <button type="button" className={btnPrimary} onClick={() => window.location.reload()}>
          {tr('common', 'actions.reload', undefined, 'Reload')}
        </button>
      </StatusPanel>
    );
  }
  return <LazyNotice retry={retry} />;
}

/** One line in place of a part that could not load, with Try again. */
export function LazyNotice({ retry }: { retry: () => void }) {
  return (
    <span role="status" data-testid="needs-connection" className="inline-flex flex-wrap items-center gap-2 text-sm text-muted">
      {tr('common', 'offline.part_needs_connection', undefined, 'This part needs a connection.')}
      <button type="button" className={`${btnSecondary} min-h-8 px-2 py-1 text-xs`} onClick={retry}>
        {tr('common', 'actions.try_again', undefined, 'Try Again')}
      </button>
    </span>
  );
}
