// /testsignup: the same signup form on a bare page, for checking the sign-up flow.
import { useState } from 'react';
import { useT } from '../../i18n';
import { AuthCard } from './auth-card';
import { CheckEmail, SignupForm } from './signup-form';

export function TestSignupPage() {
  const t = useT('account');
  const [done, setDone] = useState<{ email: string; verification: boolean | null } | null>(null);
  return (
    <AuthCard title={t('signup.test_title')}>
      {done ? <CheckEmail email={done.email} required={done.verification} /> : <SignupForm onDone={(email, verification) => setDone({ email, verification })} />}
    </AuthCard>
  );
}
