// Shown when a route throws, most often when a code chunk of an older deployment is
// gone: reloading fetches the current one.
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NeedsConnection } from '../ui/needs-connection';
import { StatusPanel } from '../ui/status-panel';
import { btnPrimary, btnSecondary } from '../ui/styles';
import { paths } from './paths';

/** A code chunk that could not be fetched: offline, or a deployment replaced it. */
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

export function RouteError() {
  const error = useRouteError();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline && (error instanceof Error ? CHUNK_FAILED.test(error.message) : true)) {
    return (
      <div className="flex min-h-dvh items-center px-4">
        <NeedsConnection onRetry={() => window.location.reload()} />
      </div>
    );
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="flex min-h-dvh items-center px-4">
      <StatusPanel title="Something went wrong" message={detail ?? 'This page could not be shown. Reloading usually helps.'}>
        <button type="button" className={btnPrimary} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home()} reloadDocument className={btnSecondary}>
          Back to Home
        </Link>
      </StatusPanel>
    </div>
  );
}
