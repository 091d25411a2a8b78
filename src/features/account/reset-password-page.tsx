// /reset-password: request a reset e-mail; with ?token= (the link in that e-mail, see
// pb_hooks/mail.pb.js) set the new password, then go to returnTo (default /login) after 2 s.
// react-hook-form + zod (reset-password-schema.ts, password-schema.ts); checked on submit
// only, one message at the form's top until the next try.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary, link } from '../../ui/styles';
import { confirmPasswordReset, requestPasswordReset, storedReturnTo } from './api';
import { AuthCard } from './auth-card';
import { newPasswordSchema, type NewPasswordValues } from './password-schema';
import { resetRequestSchema, type ResetRequestValues } from './reset-password-schema';
import { useMessageText } from './use-messages';
import { CHECK_ON_SUBMIT, useFormWrite } from './use-settings-form';
import { MSG, safeReturnTo } from './validation';

export const REDIRECT_MS = 2000;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const returnTo = params.get('returnTo');
  const t = useT('account');
  return (
    <AuthCard title={t('reset.title')}>
      {token ? <NewPasswordForm token={token} returnTo={returnTo} /> : <RequestForm returnTo={returnTo} />}
    </AuthCard>
  );
}

function RequestForm({ returnTo }: { returnTo: string | null }) {
  const t = useT('account');
  const msg = useMessageText();
  const form = useForm<ResetRequestValues>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' }, ...CHECK_ON_SUBMIT });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, isSubmitting: busy } = form.formState;
  const email = form.watch('email');

  const onSubmit = useFormWrite(form, {
    mutationFn: (v) => requestPasswordReset(v.email, returnTo ? safeReturnTo(returnTo) : null),
    onSuccess: (_, v) => setSentTo(v.email.trim()),
    fallback: MSG.resetFailed,
  });

  if (sentTo !== null) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <h2 className="text-xl font-bold text-fg">{t('signup.check_title')}</h2>
        <p className="text-sm text-muted">{t('reset.sent', { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-muted">{t('reset.intro')}</p>
      <FormMessage kind="error">{msg(errors.root?.message ?? errors.email?.message)}</FormMessage>
      <Field label={t('signup.email')} type="email" autoComplete="email" {...form.register('email')} />
      <button type="submit" className={btnPrimary} disabled={busy || !email.trim()}>
        {busy ? t('signup.sending') : t('reset.send')}
      </button>
      <Link to={safeReturnTo(returnTo, paths.login())} className={`${link} text-sm`}>
        {t('reset.back_to_login')}
      </Link>
    </form>
  );
}

function NewPasswordForm({ token, returnTo }: { token: string; returnTo: string | null }) {
  const t = useT('account');
  const msg = useMessageText();
  const navigate = useNavigate();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
    ...CHECK_ON_SUBMIT,
  });
  const [done, setDone] = useState(false);
  const { errors, isSubmitting: busy } = form.formState;
  const [password, confirm] = form.watch(['password', 'confirm']);
  const target = safeReturnTo(returnTo ?? storedReturnTo(), paths.login());

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, target]);

  const onSubmit = useFormWrite(form, {
    mutationFn: (v) => confirmPasswordReset(token, v.password, v.confirm),
    onSuccess: () => setDone(true),
    fallback: MSG.updatePasswordFailed,
  });

  if (done) return <FormMessage kind="success">{t('settings.password_done')}</FormMessage>;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <FormMessage kind="error">{msg(errors.root?.message ?? errors.password?.message ?? errors.confirm?.message)}</FormMessage>
      <Field label={t('settings.new_password')} type="password" autoComplete="new-password" {...form.register('password')} />
      <Field label={t('settings.confirm_new_password')} type="password" autoComplete="new-password" {...form.register('confirm')} />
      <button type="submit" className={btnPrimary} disabled={busy || !password || !confirm}>
        {busy ? t('settings.saving') : t('settings.update_password')}
      </button>
    </form>
  );
}
