// The centred dialog (modal-panel.tsx, on Radix Dialog) loads the first time it opens,
// so Radix stays out of the first download.
import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-panel';

const ModalPanel = lazy(() => import('./modal-panel'));

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
