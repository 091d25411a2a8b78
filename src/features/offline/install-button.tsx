// The Install button of the account panel and the mobile menu (issue 15 §7): shown when
// the browser offers installation, or as "Add to Home Screen" steps on iOS Safari.
import { useId, useState } from 'react';
import { isIosSafari, isStandalone, promptInstall, useInstall } from './install-state';
import { T, useT } from '../../i18n';

export function InstallButton({ className, listItem = false }: { className: string; listItem?: boolean }) {
  const body = <InstallControl className={className} />;
  const prompt = useInstall((s) => s.prompt);
  const installed = useInstall((s) => s.installed);
  if (installed || isStandalone() || (!prompt && !isIosSafari())) return null;
  return listItem ? <li>{body}</li> : body;
}

function InstallControl({ className }: { className: string }) {
  const prompt = useInstall((s) => s.prompt);
  const installed = useInstall((s) => s.installed);
  const [showIos, setShowIos] = useState(false);
  const stepsId = useId();
  const t = useT('common');
  if (installed || isStandalone()) return null;

  if (prompt) {
    return (
      <button type="button" className={className} onClick={() => void promptInstall()}>
        {t('install.button')}
      </button>
    );
  }
  if (!isIosSafari()) return null;
  return (
    <div>
      <button type="button" className={className} aria-expanded={showIos} aria-controls={stepsId} onClick={() => setShowIos((v) => !v)}>
        {t('install.button')}
      </button>
      {showIos ? (
        <ol id={stepsId} className="mt-2 list-decimal space-y-1 ps-6 text-sm text-muted">
          <li>
            <T ns="common" k="install.ios_share" components={{ 0: <strong className="text-fg" /> }} />
          </li>
          <li>
            <T ns="common" k="install.ios_add" components={{ 0: <strong className="text-fg" />, 1: <strong className="text-fg" /> }} />
          </li>
        </ol>
      ) : null}
    </div>
  );
}
