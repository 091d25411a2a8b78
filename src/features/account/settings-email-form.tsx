// Account Settings: a new e-mail address; the server sends the confirmation to it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary } from '../../ui/styles';
import { changeEmail } from './api';
import { emailChangeSchema, type EmailChangeValues } from './settings-schema';
import { useMessageText } from './use-messages';
import { CHECK_ON_SUBMIT, useSettingsSubmit } from './use-settings-form';

export function EmailForm() {
  const t = useT('account');
  const msg = useMessageText();
  const form = useForm<EmailChangeValues>({ resolver: zodResolver(emailChangeSchema), defaultValues: { email: '' }, ...CHECK_ON_SUBMIT });
  const f = useSettingsSubmit(form, ['email'], {
    mutationFn: async (v) => {
      await changeEmail(v.email);
      return t('settings.email_done');
    },
    fallback: t('settings.email_failed'),
  });
  const email = form.watch('email');
  return (
    <form onSubmit={f.submit} className="flex flex-col gap-3" noValidate>
      <FormMessage kind="error">{msg(f.error)}</FormMessage>
      <FormMessage kind="success">{f.success}</FormMessage>
      <Field label={t('settings.new_email')} type="email" autoComplete="email" {...form.register('email')} />
      <button type="submit" className={btnPrimary} disabled={f.busy || !email.trim()}>
        {f.busy ? t('settings.saving') : t('settings.update_email')}
      </button>
    </form>
  );
}
