// /confirm-email?token=: the link of the e-mail change mail (pb_hooks/mail.pb.js, and
// internal/authmail under /de|es|fr). The account's password confirms the new address;
// PocketBase then ends the member's sessions, so the page says to log in again with it.
// react-hook-form + zod (confirm-email-schema.ts); one message at the form's top.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary, link } from '../../ui/styles';
import { confirmEmailChange } from './api';
import { AuthCard } from './auth-card';
import { confirmEmailSchema, type ConfirmEmailValues } from './confirm-email-schema';
import { useMessageText } from './use-messages';
import { CHECK_ON_SUBMIT, useFormWrite } from './use-settings-form';
import { MSG } from './validation';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const t = useT('account');
  const msg = useMessageText();
  const [done, setDone] = useState(false);
  return (
    <AuthCard title={t('confirm_email.title')}>
      {done ? (
        <>
          <FormMessage kind="success">{t('confirm_email.done')}</FormMessage>
          <Link to={paths.login()} className={`${link} text-sm`}>
            {t('signup.go_to_login')}
          </Link>
        </>
      ) : token ? (
        <PasswordForm token={token} onDone={() => setDone(true)} />
      ) : (
        <FormMessage kind="error">{msg(MSG.invalidLink)}</FormMessage>
      )}
    </AuthCard>
  );
}

function PasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT('account');
  const msg = useMessageText();
  const form = useForm<ConfirmEmailValues>({ resolver: zodResolver(confirmEmailSchema), defaultValues: { password: '' }, ...CHECK_ON_SUBMIT });
  const { errors, isSubmitting: busy } = form.formState;
  const password = form.watch('password');

  const onSubmit = useFormWrite(form, {
    mutationFn: (v) => confirmEmailChange(token, v.password),
    onSuccess: onDone,
    fallback: MSG.emailChangeFailed,
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-muted">{t('confirm_email.intro')}</p>
      <FormMessage kind="error">{msg(errors.root?.message)}</FormMessage>
      <Field label={t('settings.current_password')} type="password" autoComplete="current-password" {...form.register('password')} />
      <button type="submit" className={btnPrimary} disabled={busy || !password}>
        {busy ? t('settings.saving') : t('confirm_email.submit')}
      </button>
    </form>
  );
}
