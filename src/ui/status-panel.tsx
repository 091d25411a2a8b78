// A centred message (access denied, errors, loading) with optional actions.
import type { ReactNode } from 'react';
import { useT } from '../i18n';

interface StatusPanelProps {
  title: string;
  message?: ReactNode;
  children?: ReactNode;
  /** Announce politely (loading) instead of as an alert. */
  polite?: boolean;
}

export function StatusPanel({ title, message, children, polite }: StatusPanelProps) {
  return (
    <div
      role={polite ? 'status' : 'alert'}
      className="mx-auto my-12 flex w-full max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-surface px-6 py-10 text-center"
    >
      <h1 className="text-xl font-bold text-fg">{title}</h1>
      {message ? <p className="text-sm text-muted">{message}</p> : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

export function Spinner({ label }: { label?: string }) {
  const t = useT('common');
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-muted">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-border border-t-accent motion-reduce:animate-none"
      />
      <span>{label ?? t('status.loading')}</span>
    </div>
  );
}
