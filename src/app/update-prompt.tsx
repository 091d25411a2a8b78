// Asks the member before a new version takes over (registerType 'prompt', offline notes).
// Checks for a new service worker hourly and whenever the page becomes visible.
// A registration that failed for lack of a connection (the worker's script or
// workbox-window could not be fetched) is tried again as soon as the connection is back
// (issue 39 §1): the worker's precache is what lets the app open offline.
import { useState } from 'react';
import { useT } from '../i18n';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { btnGhost, btnPrimary } from '../ui/styles';
import { checkReachable, isOnline } from '../data/connectivity';
import { useOnReconnect } from '../ui/use-online';

const CHECK_EVERY_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useOnReconnect(() => {
    if (!failed) return;
    setFailed(false);
    setAttempt((n) => n + 1);
  });
  // A new mount registers again (useRegisterSW registers once per mount).
  return <Registration key={attempt} onFailed={() => void checkReachable().then((ok) => !ok && setFailed(true))} />;
}

function Registration({ onFailed }: { onFailed: () => void }) {
  const t = useT('common');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (isOnline()) void registration.update().catch(() => undefined);
      };
      setInterval(check, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError: onFailed,
  });

  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-2 p-4 shadow-2xl sm:inset-x-auto sm:end-4 sm:bottom-4"
    >
      <p className="flex-1 text-sm text-fg">{t('update.available')}</p>
      <button type="button" className={btnPrimary} onClick={() => void updateServiceWorker(true)}>
        {t('actions.reload')}
      </button>
      <button type="button" className={btnGhost} onClick={() => setNeedRefresh(false)}>
        {t('update.later')}
      </button>
    </div>
  );
}
