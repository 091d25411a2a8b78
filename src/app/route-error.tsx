// Shown when a route throws, most often when a code chunk of an older deployment is
// gone: reloading fetches the current one.
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusPanel } from '../ui/status-panel';
import { btnPrimary, btnSecondary } from '../ui/styles';
import { paths } from './paths';

export function RouteError() {
  const error = useRouteError();
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
