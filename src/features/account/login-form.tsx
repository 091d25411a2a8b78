// The e-mail + password form shared by the member, premium, admin and creator logins.
// `submit` signs in and throws an Error whose message is the spec's text to show; an
// unverified address (SMTP configured) gets a 'Resend verification email' action.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary, btnSecondary } from '../../ui/styles';
import { resendVerification, UnverifiedEmailError } from './api';

interface LoginFormProps {
  submit: (email: string, password: string) => Promise<void>;
  submitLabel?: string;
  /** The button's text while signing in (the admin login says 'Logging in...'). */
  busyLabel?: string;
  children?: ReactNode;
}

function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  const send = async () => {
    setState('sending');
    try {
      await resendVerification(email);
      setState('sent');
    } catch (err) {
      setState(err instanceof Error ? err.message : 'Failed to send verification email');
    }
  };
  if (state === 'sent') {
    return (
      <FormMessage kind="success">{`A new verification link has been sent to ${email}. Open it, then log in.`}</FormMessage>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {state !== 'idle' && state !== 'sending' ? <FormMessage kind="error">{state}</FormMessage> : null}
      <button type="button" className={btnSecondary} disabled={state === 'sending'} onClick={() => void send()}>
        {state === 'sending' ? 'Sending...' : 'Resend verification email'}
      </button>
    </div>
  );
}

export function LoginForm({ submit, submitLabel = 'Log In', busyLabel = 'Logging in...', children }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setUnverified(null);
    setBusy(true);
    try {
      await submit(email, password);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Invalid credentials');
      if (err instanceof UnverifiedEmailError) setUnverified(err.email);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <FormMessage kind="error">{error}</FormMessage>
      {unverified ? <ResendVerification key={unverified} email={unverified} /> : null}
      <Field label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className={btnPrimary} disabled={busy || !email || !password}>
        {busy ? busyLabel : submitLabel}
      </button>
      {children}
    </form>
  );
}
