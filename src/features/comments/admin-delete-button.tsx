// An admin's Delete on another member's comment, with a tooltip that says so (Radix
// Tooltip). Loaded only for an admin: comments-section.tsx draws the same button meanwhile.
import { Tooltip } from 'radix-ui';
import { useT } from '../../i18n';

export default function AdminDeleteButton({ className, onClick }: { className: string; onClick: () => void }) {
  const t = useT('public');
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button type="button" className={className} aria-label={t('comments.delete_as_admin')} onClick={onClick}>
            {t('comments.delete')}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="rounded-md bg-surface-2 px-2 py-1 text-xs text-fg shadow" sideOffset={4}>
            {t('comments.delete_as_admin')}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
