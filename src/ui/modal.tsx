// The centred dialog (modal-panel.tsx, on Radix Dialog) loads the first time it opens,
// so Radix stays out of the first download.
import { Suspense, useState } from 'react';
import type { ModalProps } from './modal-panel';
import { lazyWithRetry } from './lazy-retry';
import { PlainDialog } from './plain-dialog';

// Its code not fetched (offline): the same content in a plain dialog (issue 39 §1).
const ModalPanel = lazyWithRetry(
  () => import('./modal-panel'),
  (_retry, { title, open, onOpenChange, children, actions }: ModalProps) => (
    <PlainDialog title={title} open={open} onOpenChange={onOpenChange} place="inset-x-2 top-[10vh] mx-auto max-h-[80vh] max-w-lg rounded-xl border">
      {actions}
      {children}
    </PlainDialog>
  ),
);

export function Modal(props: ModalProps) {
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalPanel {...props} />
    </Suspense>
  );
}
