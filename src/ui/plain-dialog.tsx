// A dialog without Radix, for when the dialog's own code (drawer-panel.tsx,
// modal-panel.tsx) could not be fetched: offline before the worker kept it (issue 39 §1).
// Same content, so the menu, the account panel and Log Out keep working; Escape and the
// close button close it. The real panel loads when the connection is back.
import { useEffect, useRef, type ReactNode } from 'react';
import { tr } from '../i18n';
import { CloseIcon } from './icons';
import { iconBtn } from './styles';

export function PlainDialog({ title, open, onOpenChange, place, children }: { title: string; open: boolean; onOpenChange: (open: boolean) => void; place: string; children: ReactNode }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && onOpenChange(false);
    document.addEventListener('keydown', esc);
    return () => document.removeEventListener('keydown', esc);
  }, [open, onOpenChange]);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 bg-black/70">
      <div role="dialog" aria-modal="true" aria-label={title} className={`fixed flex flex-col border-border bg-surface shadow-2xl ${place}`}>
        <div className="flex h-16 items-center gap-2 border-b border-border px-4">
          <span className="flex-1 text-base font-semibold text-fg">{title}</span>
          <button ref={close} type="button" className={iconBtn} aria-label={tr('common', 'actions.close', undefined, 'Close')} onClick={() => onOpenChange(false)}>
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
      </div>
    </div>
  );
}
