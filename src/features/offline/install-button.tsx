// The Install button of the account panel and the mobile menu (issue 15 §7): shown when
// the browser offers installation, or as "Add to Home Screen" steps on iOS Safari.
import { useId, useState } from 'react';
import { isIosSafari, isStandalone, promptInstall, useInstall } from './install-state';

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
  if (installed || isStandalone()) return null;

  if (prompt) {
    return (
      <button type="button" className={className} onClick={() => void promptInstall()}>
        Install App
      </button>
    );
  }
  if (!isIosSafari()) return null;
  return (
    <div>
      <button type="button" className={className} aria-expanded={showIos} aria-controls={stepsId} onClick={() => setShowIos((v) => !v)}>
        Install App
      </button>
      {showIos ? (
        <ol id={stepsId} className="mt-2 list-decimal space-y-1 ps-6 text-sm text-muted">
          <li>
            Tap the <strong className="text-fg">Share</strong> button in Safari's toolbar.
          </li>
          <li>
            Choose <strong className="text-fg">Add to Home Screen</strong>, then <strong className="text-fg">Add</strong>.
          </li>
        </ol>
      ) : null}
    </div>
  );
}
