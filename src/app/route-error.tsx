// Shown when a route throws, most often when a code chunk of an older deployment is
// gone: reloading fetches the current one.
import { useT } from '../i18n';
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NeedsConnection } from '../ui/needs-connection';
import { StatusPanel } from '../ui/status-panel';
import { btnPrimary, btnSecondary } from '../ui/styles';
import { paths } from '../lib/paths';
import { isOnline } from '../data/connectivity';

/** A code chunk that could not be fetched: offline, or a deployment replaced it. */
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

export function RouteError({ error }: { error: unknown }) {
  const t = useT('common');
  if (!isOnline() && (error instanceof Error ? CHUNK_FAILED.test(error.message) : true)) {
    return (
      <div className="flex min-h-dvh items-center px-4">
        <NeedsConnection onRetry={() => window.location.reload()} />
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh items-center px-4">
      <StatusPanel title={t('errors.something_wrong')} message={t('errors.something_wrong_text')}>
        <button type="button" className={btnPrimary} onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
        <Link to={paths.home()} reloadDocument className={btnSecondary}>
          {t('errors.back_home')}
        </Link>
      </StatusPanel>
    </div>
  );
}

class Boundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  // Another page clears the error, as the data router's errorElement did.
  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error !== undefined ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The error boundary around every route (the declarative router has no errorElement). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
