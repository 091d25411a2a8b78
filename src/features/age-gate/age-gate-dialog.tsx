// The 18+ interstitial (UX notes: an age gate before any content on first visit). Nothing
// of the site renders until the visitor confirms; the answer is remembered on this
// device (localStorage). "Leave" navigates away. Radix AlertDialog traps focus and
// cannot be dismissed with Escape or an outside click.
import { AlertDialog } from 'radix-ui';
import { useT } from '../../i18n';
import { btnPrimary, btnSecondary } from '../../ui/styles';
import { AGE_GATE_KEY, AGE_GATE_VALUE, LEAVE_URL } from './age-gate-storage';

/** The dialog itself, loaded only for visitors who have not confirmed yet (age-gate.tsx). */
export default function AgeGateDialog({ onEnter }: { onEnter: () => void }) {
  const t = useT('public');
  const enter = () => {
    try {
      localStorage.setItem(AGE_GATE_KEY, AGE_GATE_VALUE);
    } catch {
      /* private mode: accepted for this page view only */
    }
    onEnter();
  };

  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-bg" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-[60] flex w-[min(30rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-border bg-surface p-6 text-center shadow-2xl outline-none"
          onEscapeKeyDown={(e) => e.preventDefault()}
        >
          <AlertDialog.Title className="text-2xl font-bold text-fg">{t('age_gate.title')}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm leading-relaxed text-muted">
            {t('age_gate.text')}
          </AlertDialog.Description>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
            <AlertDialog.Action className={btnPrimary} onClick={enter}>
              {t('age_gate.enter')}
            </AlertDialog.Action>
            <AlertDialog.Cancel
              className={btnSecondary}
              onClick={() => {
                window.location.replace(LEAVE_URL);
              }}
            >
              {t('age_gate.leave')}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
