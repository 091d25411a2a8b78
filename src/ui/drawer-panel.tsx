// The loaded part of drawer.tsx: a slide-in panel on Radix Dialog: focus trap, Escape and overlay click close it,
// focus returns to the trigger. Used by the mobile menu and the account panel.
import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useT } from '../i18n';
import { CloseIcon } from './icons';
import { iconBtn } from './styles';

export interface DrawerProps {
  side: 'left' | 'right';
  title: string;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  children: ReactNode;
}

export default function DrawerPanel({ side, title, hideTitle, open, onOpenChange, trigger, children }: DrawerProps) {
  const t = useT('common');
  const position = side === 'left' ? 'start-0 anim-slide-left border-e' : 'end-0 anim-slide-right border-s';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="anim-fade fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed inset-y-0 z-50 flex w-[min(20rem,88vw)] flex-col border-border bg-surface shadow-2xl outline-none ${position}`}
        >
          <div className="flex h-16 items-center justify-between gap-2 border-b border-border px-4">
            <Dialog.Title className={hideTitle ? 'sr-only' : 'text-base font-semibold text-fg'}>{title}</Dialog.Title>
            <Dialog.Close className={`${iconBtn} ms-auto`} aria-label={t('actions.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
