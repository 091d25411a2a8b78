// Shows the `message` a redirect left in router state, e.g. /signup's
// 'Please create an account first to get premium access.'
import { useLocation } from 'react-router-dom';

export function RouteNotice() {
  const state: unknown = useLocation().state;
  const message =
    state && typeof state === 'object' && 'message' in state && typeof state.message === 'string' ? state.message : null;
  if (!message) return null;
  return (
    <p role="status" className="rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm text-fg">
      {message}
    </p>
  );
}
