// The reason every moderation action takes (the server wants 1-2000 visible characters):
// one field for the Reports and Members tabs.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n';
import { input } from '../../ui/styles';

/** `label`: where a row holds two such fields (a member's actions and their 2FA reset), each
 * needs its own name for screen readers. */
export function ReasonField({ id, registration, label }: { id: string; registration: UseFormRegisterReturn<'reason'>; label?: string }) {
  const t = useT('admin');
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label ?? t('audit.reason')}
      </label>
      <input id={id} className={input} maxLength={2000} required {...registration} />
    </div>
  );
}
