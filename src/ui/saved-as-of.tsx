// What a dashboard shows while offline (issue 29 §2): the data it last loaded, marked with
// when that was, so an old figure is never taken for today's.
export function SavedAsOf({ at, className = '' }: { at: number; className?: string }) {
  const when = at ? new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <p className={`text-xs text-muted ${className}`} role="status" data-testid="saved-as-of">
      You are offline: showing data as of {when}.
    </p>
  );
}
