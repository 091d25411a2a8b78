// The e-mail + password form shared by the member, premium, admin and creator logins.
// `submit` signs in and throws an Error whose message is the spec's text to show.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary } from '../../ui/styles';

interface LoginFormProps {
  submit: (email: string, password: string) => Promise<void>;
  submitLabel?: string;
  /** The button's text while signing in (the admin login says 'Logging in...'). */
  busyLabel?: string;
  children?: ReactNode;
}

export function LoginForm({ submit, submitLabel = 'Log In', busyLabel = 'Signing in...', children }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await submit(email, password);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Invalid credentials');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <FormMessage kind="error">{error}</FormMessage>
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
