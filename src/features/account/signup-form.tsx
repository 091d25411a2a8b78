// Username, e-mail, password, confirm (spec §2 Signup, §5 rules, §8 texts). Used by
// /signup and /testsignup; on success the caller shows 'Check your email'.
import { useRef, useState, type FormEvent } from 'react';
import { Field, FormMessage, focusFirstInvalid } from '../../ui/form-field';
import { btnPrimary } from '../../ui/styles';
import { signUp } from './api';
import { validateSignup } from './signup-schema';
import type { SignupErrors, SignupInput } from './validation';

export function SignupForm({ onDone }: { onDone: (email: string, verification: boolean | null) => void }) {
  const [values, setValues] = useState<SignupInput>({ username: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<SignupErrors & { form?: string }>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (k: keyof SignupInput) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    const res = await signUp(values);
    setBusy(false);
    if (res.ok) onDone(values.email.trim(), res.verification);
    else {
      setErrors(res.errors);
      focusFirstInvalid(form.current);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <FormMessage kind="error">{errors.form}</FormMessage>
      <Field label="Username" autoComplete="username" value={values.username} onChange={set('username')} error={errors.username} />
      <Field label="Email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Field
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
      />
      <button type="submit" className={btnPrimary} disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}

/**
 * After sign-up. `required`: the server sends a link that must be followed before logging
 * in (SMTP configured); false: no e-mail goes out, so none is claimed; null: unknown.
 */
export function CheckEmail({ email, required }: { email: string; required: boolean | null }) {
  if (required === false) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <h2 className="text-xl font-bold text-fg">Account created</h2>
        <p className="text-sm text-muted">
          Your account for <strong className="text-fg">{email}</strong> is ready. You can log in now.
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-2">
      <h2 className="text-xl font-bold text-fg">Check your email</h2>
      <p className="text-sm text-muted">
        {required ? 'We sent a confirmation link to ' : 'If this site sends e-mail, a confirmation link is on its way to '}
        <strong className="text-fg">{email}</strong>. Open it to verify your account, then log in.
      </p>
    </div>
  );
}
