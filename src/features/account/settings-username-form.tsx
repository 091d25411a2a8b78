// Account Settings: a new username (spec §5 rule) with the current password, which the server verifies.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSession } from '../../data/session';
import { useT } from '../../i18n';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary } from '../../ui/styles';
import { changeUsername } from './api';
import { usernameChangeSchema, type UsernameChangeValues } from './settings-schema';
import { useMessageText } from './use-messages';
import { CHECK_ON_SUBMIT, useSettingsSubmit } from './use-settings-form';

export function UsernameForm() {
  const t = useT('account');
  const msg = useMessageText();
  const current = useSession((s) => s.user?.username ?? '');
  const form = useForm<UsernameChangeValues>({
    resolver: zodResolver(usernameChangeSchema),
    defaultValues: { username: '', password: '' },
    ...CHECK_ON_SUBMIT,
  });
  const f = useSettingsSubmit(form, ['username', 'password'], {
    mutationFn: async (v) => {
      await changeUsername(v.username, v.password);
      return t('settings.username_done');
    },
    fallback: t('settings.username_failed'),
  });
  const [username, password] = form.watch(['username', 'password']);
  return (
    <form onSubmit={f.submit} className="flex flex-col gap-3" noValidate>
      <p className="text-xs text-muted">{t('settings.current', { name: current })}</p>
      <FormMessage kind="error">{msg(f.error)}</FormMessage>
      <FormMessage kind="success">{f.success}</FormMessage>
      <Field label={t('settings.new_username')} autoComplete="username" {...form.register('username')} />
      <Field label={t('settings.current_password')} type="password" autoComplete="current-password" {...form.register('password')} />
      <button type="submit" className={btnPrimary} disabled={f.busy || !username.trim() || !password}>
        {f.busy ? t('settings.saving') : t('settings.update_username')}
      </button>
    </form>
  );
}
