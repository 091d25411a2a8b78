// Username, e-mail, password, confirm (spec §2 Signup, §5 rules, §8 texts). Used by
// /signup and /testsignup; on success the caller shows 'Check your email'.
import { T, useT } from '../../i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary } from '../../ui/styles';
import { signUp } from './api';
import { signupSchema } from './signup-schema';
import type { SignupInput } from './validation';
import { useMessageText } from './use-messages';

export function SignupForm({ onDone }: { onDone: (email: string, verification: boolean | null) => void }) {
  const t = useT('account');
  const msg = useMessageText();
  // Checked on submit only, as the spec's form: a message stays until the next try. The
  // first field with an error gets focus (UX notes: Forms), the server's too.
  const { register, handleSubmit, setError, formState } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { username: '', email: '', password: '', confirm: '' },
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    const res = await signUp(values);
    if (res.ok) return onDone(values.email.trim(), res.verification);
    const { form, ...fields } = res.errors;
    if (form) setError('root', { message: form });
    let focus = true;
    for (const key of ['username', 'email', 'password', 'confirm'] as const) {
      const message = fields[key];
      if (!message) continue;
      setError(key, { message }, { shouldFocus: focus });
      focus = false;
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" noValidate>
      <FormMessage kind="error">{msg(errors.root?.message)}</FormMessage>
      <Field label={t('signup.username')} autoComplete="username" {...register('username')} error={msg(errors.username?.message)} />
      <Field label={t('signup.email')} type="email" autoComplete="email" {...register('email')} error={msg(errors.email?.message)} />
      <Field
        label={t('signup.password')}
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={msg(errors.password?.message)}
      />
      <Field
        label={t('signup.confirm')}
        type="password"
        autoComplete="new-password"
        {...register('confirm')}
        error={msg(errors.confirm?.message)}
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
