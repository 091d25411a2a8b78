import type { FormEvent, ReactNode } from 'react';
import { FormMessage } from '../../../ui/form-field';
import { btnPrimary } from '../../../ui/styles';
import { useT } from '../../../i18n';

interface SectionProps {
  id: string;
  title: string;
  description?: string;
  error: string | null;
  success: string | null;
  saving: boolean;
  saveLabel?: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** A settings card: its own form, messages above the Save button. */
export function SettingsSection({ id, title, description, error, success, saving, saveLabel, onSubmit, children }: SectionProps) {
  const t = useT('admin');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {children}
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{success}</FormMessage>
        <div>
          <button type="submit" className={btnPrimary} disabled={saving}>
            {saving ? t('common.saving') : (saveLabel ?? t('settings.save'))}
          </button>
        </div>
      </form>
    </section>
  );
}

export function Check({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (v: boolean) => void; disabled?: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-fg">
      <input type="checkbox" className="size-5 accent-accent" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
