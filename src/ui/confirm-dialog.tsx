// A yes/no question before a destructive action (Radix AlertDialog: focus starts on
// Cancel, Escape cancels, focus returns to the trigger).
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { btnDanger, btnSecondary } from './styles';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="anim-fade fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content className="anim-fade fixed top-1/2 left-1/2 z-50 flex w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-2xl outline-none">
          <AlertDialog.Title className="text-base font-semibold text-fg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{description ?? 'This cannot be undone.'}</AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={btnSecondary}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={btnDanger} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
