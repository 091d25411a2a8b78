// The e-mail + password form shared by the member, premium, admin and creator logins.
// `submit` signs in and throws an Error whose message is the spec's text to show; an
// unverified address (SMTP configured) gets a 'Resend verification email' action.
import { useT } from '../../i18n';
import { useMessageText } from './use-messages';
import { MSG } from './validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary, btnSecondary } from '../../ui/styles';
import { TotpRequiredError, type SecondStep } from '../../data/session';
import { resendVerification, UnverifiedEmailError } from './api';
import { loginSchema, type LoginValues } from './login-schema';
import { TotpStep } from './totp-step';

interface LoginFormProps {
  /** Signs in; with `second`, the code step of a member with two-step sign-in on. */
  submit: (email: string, password: string, second?: SecondStep) => Promise<void>;
  submitLabel?: string;
  /** The button's text while signing in (the admin login says 'Logging in...'). */
  busyLabel?: string;
  children?: ReactNode;
}

function ResendVerification({ email }: { email: string }) {
  const t = useT('account');
  const msg = useMessageText();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  const send = async () => {
    setState('sending');
    try {
      await resendVerification(email);
      setState('sent');
    } catch (err) {
      setState(err instanceof Error ? err.message : MSG.resendFailed);
    }
  };
  if (state === 'sent') {
    return (
      <FormMessage kind="success">{t('login.resent', { email })}</FormMessage>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {state !== 'idle' && state !== 'sending' ? <FormMessage kind="error">{msg(state)}</FormMessage> : null}
      <button type="button" className={btnSecondary} disabled={state === 'sending'} onClick={() => void send()}>
        {state === 'sending' ? t('signup.sending') : t('signup.resend')}
      </button>
    </div>
  );
}

export function LoginForm({ submit, submitLabel, busyLabel, children }: LoginFormProps) {
  const t = useT('account');
  const msg = useMessageText();
  const { register, handleSubmit, watch, setError, formState, reset, getValues } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const [unverified, setUnverified] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  // A sign-in that worked keeps the button busy while the caller moves on.
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;
  const error = formState.errors.root?.message;
  const [email, password] = watch(['email', 'password']);

  const onSubmit = handleSubmit(async (v) => {
    setUnverified(null);
    try {
      await submit(v.email, v.password);
    } catch (err) {
      if (err instanceof TotpRequiredError) {
        setTicket(err.ticket);
        return;
      }
      setError('root', { message: err instanceof Error ? err.message : MSG.login });
      if (err instanceof UnverifiedEmailError) setUnverified(err.email);
    }
  });

  if (ticket) {
    const { email: typed, password: secret } = getValues();
    return (
      <div className="flex flex-col gap-4">
        <TotpStep
          finish={(code) => submit(typed, secret, { ticket, code })}
          restart={() => {
            setTicket(null);
            reset({ email: typed, password: '' });
          }}
        />
        {children}
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" noValidate>
      <FormMessage kind="error">{msg(error)}</FormMessage>
      {unverified ? <ResendVerification key={unverified} email={unverified} /> : null}
      <Field label={t('signup.email')} type="email" autoComplete="email" required {...register('email')} />
      <Field
        label={t('signup.password')}
        type="password"
        autoComplete="current-password"
        required
        {...register('password')}
      />
      <button type="submit" className={btnPrimary} disabled={busy || !email || !password}>
        {busy ? (busyLabel ?? t('login.busy')) : (submitLabel ?? t('login.submit'))}
      </button>
      {children}
    </form>
  );
}
