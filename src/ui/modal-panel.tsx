// The loaded part of modal.tsx: a centred dialog on Radix Dialog (focus trap, Escape,
// focus return).
import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useT } from '../i18n';
import { CloseIcon } from './icons';
import { iconBtn } from './styles';

export interface ModalProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** Extra controls beside the title (e.g. Mark all as read). */
  actions?: ReactNode;
  /** A wider dialog (documents side by side, the blog editor). */
  wide?: boolean;
}

export default function ModalPanel({ title, open, onOpenChange, children, actions, wide }: ModalProps) {
  const t = useT('common');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="anim-fade fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`anim-fade fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] ${wide ? 'w-[min(60rem,94vw)]' : 'w-[min(32rem,94vw)]'} -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-surface shadow-2xl outline-none`}
        >
          <div className="flex min-h-14 items-center gap-2 border-b border-border px-4">
            <Dialog.Title className="text-base font-semibold text-fg">{title}</Dialog.Title>
            <div className="ms-auto flex items-center gap-2">
              {actions}
              <Dialog.Close className={iconBtn} aria-label={t('actions.close')}>
                <CloseIcon />
              </Dialog.Close>
            </div>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
