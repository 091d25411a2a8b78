// The slide-in panel (drawer-panel.tsx, on Radix Dialog) loads the first time it opens:
// until then only its trigger is drawn, so Radix stays out of the first download.
import { cloneElement, isValidElement, Suspense, useState, type ReactElement } from 'react';
import type { DrawerProps } from './drawer-panel';
import { lazyWithRetry, LazyNotice } from './lazy-retry';
import { PlainDialog } from './plain-dialog';

// Its code not fetched (offline): the same content in a plain panel, so the menu and Log
// Out still work (issue 39 §1); the real panel loads when the connection is back.
const DrawerPanel = lazyWithRetry(
  () => import('./drawer-panel'),
  (retry, { side, title, open, onOpenChange, trigger, children }: DrawerProps) => (
    <>
      {isValidElement(trigger) ? cloneElement(trigger as ReactElement<{ onClick?: () => void }>, { onClick: () => onOpenChange(true) }) : trigger}
      <PlainDialog title={title} open={open} onOpenChange={onOpenChange} place={`inset-y-0 w-[min(20rem,88vw)] ${side === 'left' ? 'start-0 border-e' : 'end-0 border-s'}`}>
        <LazyNotice retry={retry} />
        {children}
      </PlainDialog>
    </>
  ),
);

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
