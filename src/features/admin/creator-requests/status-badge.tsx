// A request status (or history action) as a coloured label, plus the local date format.
import { useT } from '../../../i18n';
const COLORS: Record<string, string> = {
  pending: 'border-yellow-500/40 bg-yellow-500/10 text-yellow-300',
  submitted: 'border-yellow-500/40 bg-yellow-500/10 text-yellow-300',
  approved: 'border-green-500/40 bg-green-500/10 text-green-300',
  rejected: 'border-red-500/40 bg-red-500/10 text-red-300',
  revoked: 'border-zinc-500/40 bg-zinc-500/10 text-zinc-300',
};

export function StatusBadge({ status }: { status: string }) {
  const t = useT('admin');
  return (
    <span className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${COLORS[status] ?? COLORS.revoked}`}>
      {t('requests.status', { status })}
    </span>
  );
}

/** PocketBase dates ("2026-01-02 03:04:05.678Z") in the viewer's locale; '' stays ''. */
export function formatWhen(value: string, locale?: string): string {
  if (!value) return '';
  const d = new Date(value.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString(locale);
}
