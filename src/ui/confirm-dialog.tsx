// A yes/no question before a destructive action (Radix AlertDialog: focus starts on
// Cancel, Escape cancels, focus returns to the trigger). The site never uses
// window.confirm: it blocks the page, cannot be styled or named for the action, and some
// installed PWAs suppress it.
import { AlertDialog } from 'radix-ui';
import { useT } from '../i18n';
import { useCallback, useState, type ReactNode } from 'react';
import { btnDanger, btnPrimary, btnSecondary } from './styles';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** False for a consequential but not destructive action (approving a request). */
  destructive?: boolean;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, destructive = true }: ConfirmDialogProps) {
  const t = useT('common');
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="anim-fade fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content className="anim-fade fixed top-1/2 left-1/2 z-50 flex w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-2xl outline-none">
          <AlertDialog.Title className="text-base font-semibold text-fg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{description ?? t('actions.cannot_undo')}</AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={btnSecondary}>{t('actions.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={destructive ? btnDanger : btnPrimary} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export interface ConfirmRequest {
  title: string;
  description?: ReactNode;
  /** The destructive button, named for the action ("Delete video"). */
  confirmLabel: string;
  destructive?: boolean;
}

type Pending = ConfirmRequest & { resolve: (ok: boolean) => void };

/**
 * window.confirm's flow with the site's dialog: `if (!(await ask({...}))) return;`.
 * Render the returned element once in the component that asks.
 */
export function useConfirm(): [(request: ConfirmRequest) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback((request: ConfirmRequest) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })), []);
  const settle = (ok: boolean) => {
    // A promise settles once: the Action's click resolves true before Radix's close.
    pending?.resolve(ok);
    setPending(null);
  };
  const element = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
      title={pending?.title ?? ''}
      description={pending?.description}
      confirmLabel={pending?.confirmLabel ?? ''}
      destructive={pending?.destructive ?? true}
      onConfirm={() => settle(true)}
    />
  );
  return [ask, element];
}
