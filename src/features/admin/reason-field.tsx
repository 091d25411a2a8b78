// The reason every moderation action takes (the server wants 1-2000 visible characters):
// one field for the Reports and Members tabs.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n';
import { input } from '../../ui/styles';

export function ReasonField({ id, registration }: { id: string; registration: UseFormRegisterReturn<'reason'> }) {
  const t = useT('admin');
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('audit.reason')}
      </label>
      <input id={id} className={input} maxLength={2000} required {...registration} />
    </div>
  );
}
