// /verify-email?token=: the link of the verification e-mail (pb_hooks/mail.pb.js, and
// internal/authmail under /de|es|fr). Confirms on open; then a link to log in, or, signed
// in, the refreshed session (api.ts). A refused token (expired, used, mistyped) gets a
// clear message and a form for a new link, prefilled with the token's address.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../data/session';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { Field, FormMessage } from '../../ui/form-field';
import { Spinner } from '../../ui/status-panel';
import { btnPrimary, link } from '../../ui/styles';
import { confirmVerification, resendVerification, tokenEmail } from './api';
import { AuthCard } from './auth-card';
import { resetRequestSchema, type ResetRequestValues } from './reset-password-schema';
import { useMessageText } from './use-messages';
import { CHECK_ON_SUBMIT, useFormWrite } from './use-settings-form';
import { MSG } from './validation';

// One request per token: React's strict mode runs the effect twice, and a token is spent
// by its first use (the second answer would say 'invalid').
const confirming = new Map<string, Promise<void>>();

type State = { kind: 'checking' } | { kind: 'done' } | { kind: 'failed'; message: string };

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const t = useT('account');
  const msg = useMessageText();
  const signedIn = useSession((s) => s.user !== null);
  // Confirming on open is a write: a mutation run once the page is shown.
  const confirm = useMutation({
    mutationFn: (token: string) => {
      let p = confirming.get(token);
      if (!p) {
        p = confirmVerification(token);
        confirming.set(token, p);
      }
      return p;
    },
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  const state: State = !token
    ? { kind: 'failed', message: MSG.invalidLink }
    : confirm.isSuccess
      ? { kind: 'done' }
      : confirm.isError
        ? { kind: 'failed', message: confirm.error instanceof Error ? confirm.error.message : MSG.verifyFailed }
        : { kind: 'checking' };

  return (
    <AuthCard title={t('verify.title')}>
      {state.kind === 'checking' ? (
        <Spinner label={t('verify.checking')} />
      ) : state.kind === 'done' ? (
        <>
          <FormMessage kind="success">{t('verify.done')}</FormMessage>
          <Link to={signedIn ? paths.home() : paths.login()} className={`${link} text-sm`}>
            {signedIn ? t('verify.to_home') : t('signup.go_to_login')}
          </Link>
        </>
      ) : (
        <>
          <FormMessage kind="error">{msg(state.message)}</FormMessage>
          <ResendForm email={tokenEmail(token)} />
        </>
      )}
    </AuthCard>
  );
}

function ResendForm({ email: initial }: { email: string }) {
  const t = useT('account');
  const msg = useMessageText();
  const mine = useSession((s) => s.user?.email ?? '');
  const form = useForm<ResetRequestValues>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: initial || mine }, ...CHECK_ON_SUBMIT });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, isSubmitting: busy } = form.formState;
  const email = form.watch('email');

  const onSubmit = useFormWrite(form, {
    mutationFn: (v) => resendVerification(v.email),
    onSuccess: (_, v) => setSentTo(v.email.trim()),
    fallback: MSG.resendFailed,
  });

  if (sentTo !== null) return <FormMessage kind="success">{t('signup.resent', { email: sentTo })}</FormMessage>;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-muted">{t('verify.resend_intro')}</p>
      <FormMessage kind="error">{msg(errors.root?.message ?? errors.email?.message)}</FormMessage>
      <Field label={t('signup.email')} type="email" autoComplete="email" {...form.register('email')} />
      <button type="submit" className={btnPrimary} disabled={busy || !email.trim()}>
        {busy ? t('signup.sending') : t('signup.resend')}
      </button>
    </form>
  );
}
