// The frame every admin tab shares: its heading with an optional primary action, and the
// skeleton rows shown while its list loads (same height as the rows, so nothing jumps).
import type { ReactNode } from 'react';
import { btnPrimary } from '../../ui/styles';

export function TabHeader({ title, action, children }: { title: string; action?: { label: string; onClick: () => void }; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-bold text-fg">{title}</h1>
      {children}
      {action ? (
        <button type="button" className={`${btnPrimary} ms-auto`} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

export function ListSkeleton({ label, rows, rowClass = 'h-14 rounded-lg' }: { label: string; rows: number; rowClass?: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`${rowClass} animate-pulse bg-surface-2 motion-reduce:animate-none`} />
      ))}
    </div>
  );
}
