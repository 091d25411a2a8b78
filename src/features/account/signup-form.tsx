// Username, e-mail, password, confirm (spec §2 Signup, §5 rules, §8 texts). Used by
// /signup and /testsignup; on success the caller shows 'Check your email'.
import { T, useT } from '../../i18n';
import { useRef, useState, type FormEvent } from 'react';
import { Field, FormMessage, focusFirstInvalid } from '../../ui/form-field';
import { btnPrimary } from '../../ui/styles';
import { signUp } from './api';
import { validateSignup } from './signup-schema';
import type { SignupErrors, SignupInput } from './validation';
import { useMessageText } from './use-messages';

export function SignupForm({ onDone }: { onDone: (email: string, verification: boolean | null) => void }) {
  const t = useT('account');
  const [values, setValues] = useState<SignupInput>({ username: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<SignupErrors & { form?: string }>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const msg = useMessageText();
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
      <FormMessage kind="error">{msg(errors.form)}</FormMessage>
      <Field label={t('signup.username')} autoComplete="username" value={values.username} onChange={set('username')} error={msg(errors.username)} />
      <Field label={t('signup.email')} type="email" autoComplete="email" value={values.email} onChange={set('email')} error={msg(errors.email)} />
      <Field
        label={t('signup.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={msg(errors.password)}
      />
      <Field
        label={t('signup.confirm')}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
        error={msg(errors.confirm)}
      />
      <button type="submit" className={btnPrimary} disabled={busy}>
        {busy ? t('signup.creating') : t('signup.create')}
      </button>
    </form>
  );
}

/**
 * After sign-up. `required`: the server sends a link that must be followed before logging
 * in (SMTP configured); false: no e-mail goes out, so none is claimed; null: unknown.
 */
export function CheckEmail({ email, required }: { email: string; required: boolean | null }) {
  const t = useT('account');
  if (required === false) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <h2 className="text-xl font-bold text-fg">{t('signup.created_title')}</h2>
        <p className="text-sm text-muted">
          <T ns="account" k="signup.created_text" values={{ email }} components={{ 0: <strong className="text-fg" /> }} />
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-2">
      <h2 className="text-xl font-bold text-fg">{t('signup.check_title')}</h2>
      <p className="text-sm text-muted">
        {required ? (
          <T ns="account" k="signup.check_sent" values={{ email }} components={{ 0: <strong className="text-fg" /> }} />
        ) : (
          <T ns="account" k="signup.check_maybe" values={{ email }} components={{ 0: <strong className="text-fg" /> }} />
        )}
      </p>
    </div>
  );
}
