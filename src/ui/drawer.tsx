// The slide-in panel (drawer-panel.tsx, on Radix Dialog) loads the first time it opens:
// until then only its trigger is drawn, so Radix stays out of the first download.
import { cloneElement, isValidElement, lazy, Suspense, useState, type ReactElement } from 'react';
import type { DrawerProps } from './drawer-panel';

const DrawerPanel = lazy(() => import('./drawer-panel'));

export function Drawer(props: DrawerProps) {
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  const trigger = isValidElement(props.trigger)
    ? cloneElement(props.trigger as ReactElement<{ onClick?: () => void; 'aria-haspopup'?: string; 'aria-expanded'?: boolean }>, {
        onClick: () => props.onOpenChange(true),
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
      })
    : props.trigger;
  if (!everOpened) return <>{trigger}</>;
  return (
    <Suspense fallback={trigger}>
      <DrawerPanel {...props} />
    </Suspense>
  );
}
