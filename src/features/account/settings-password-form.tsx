// Account Settings: the current password, then the new one twice (password-schema.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary } from '../../ui/styles';
import { changePassword } from './api';
import { passwordChangeSchema, type PasswordChangeValues } from './password-schema';
import { useMessageText } from './use-messages';
import { CHECK_ON_SUBMIT, useSettingsSubmit } from './use-settings-form';
import { MSG } from './validation';

export function PasswordForm() {
  const t = useT('account');
  const msg = useMessageText();
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current: '', password: '', confirm: '' },
    ...CHECK_ON_SUBMIT,
  });
  const f = useSettingsSubmit(form, ['current', 'password', 'confirm'], {
    mutationFn: async (v) => {
      await changePassword(v.current, v.password, v.confirm);
      return t('settings.password_done');
    },
    fallback: MSG.updatePasswordFailed,
  });
  const [current, next, confirm] = form.watch(['current', 'password', 'confirm']);
  return (
    <form onSubmit={f.submit} className="flex flex-col gap-3" noValidate>
      <FormMessage kind="error">{msg(f.error)}</FormMessage>
      <FormMessage kind="success">{f.success}</FormMessage>
      <Field label={t('settings.current_password')} type="password" autoComplete="current-password" {...form.register('current')} />
      <Field label={t('settings.new_password')} type="password" autoComplete="new-password" {...form.register('password')} />
      <Field label={t('settings.confirm_new_password')} type="password" autoComplete="new-password" {...form.register('confirm')} />
      <button type="submit" className={btnPrimary} disabled={f.busy || !current || !next || !confirm}>
        {f.busy ? t('settings.saving') : t('settings.update_password')}
      </button>
    </form>
  );
}
