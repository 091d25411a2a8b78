// Asks the member before a new version takes over (registerType 'prompt', offline notes).
// Checks for a new service worker hourly and whenever the page becomes visible.
import { useT } from '../i18n';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { btnGhost, btnPrimary } from '../ui/styles';

const CHECK_EVERY_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const t = useT('common');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
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
