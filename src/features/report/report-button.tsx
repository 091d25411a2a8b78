// The "Report" action of the watch page and of each comment. The button draws at once; the
// dialog (report-dialog.tsx: react-hook-form, zod) is fetched on the first click: a first
// visit to a watch page runs only what its first screen needs (issue 26 §7, TBT).
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { useT } from '../../i18n';
import { btnGhost } from '../../ui/styles';

const ReportDialog = lazyWithRetry(() => import('./report-dialog'));

export interface ReportTarget {
  itemType: 'video' | 'comment';
  itemId: string;
}

export function ReportButton({ itemType, itemId, compact }: ReportTarget & { /** Smaller trigger for comments. */ compact?: boolean }) {
  const t = useT('public');
  const [open, setOpen] = useState(false);
  // Mounted from the first open on and kept: closing then runs the dialog's own close
  // (focus back on this button) instead of removing it.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={compact ? 'text-xs text-muted underline-offset-4 hover:underline' : btnGhost}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('report.button')}
      </button>
      {used ? (
        // Its own boundary: the page does not fall back to a spinner while the dialog loads.
        <Suspense fallback={null}>
          <ReportDialog itemType={itemType} itemId={itemId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
