// Shows the `message` a redirect left in router state, e.g. /signup's
// 'Please create an account first to get premium access.', in the visitor's language
// (the state carries the spec's English text: lib/messages.ts).
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import { CREATOR_SIGNUP_FIRST, PREMIUM_SIGNUP_FIRST } from '../lib/messages';

const noticeKeys: Record<string, string> = {
  [PREMIUM_SIGNUP_FIRST]: 'notice.premium_signup_first',
  [CREATOR_SIGNUP_FIRST]: 'notice.creator_signup_first',
};

export function RouteNotice() {
  const t = useT('common');
  const state: unknown = useLocation().state;
  const message =
    state && typeof state === 'object' && 'message' in state && typeof state.message === 'string' ? state.message : null;
  if (!message) return null;
  const key = noticeKeys[message];
  return (
    <p role="status" className="rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm text-fg">
      {key ? t(key) : message}
    </p>
  );
}
