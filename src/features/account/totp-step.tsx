// The second step of a sign-in (internal/twofactor): the password was right and the member
// has two-step sign-in on, so the server sent a ticket instead of a token. The code from the
// authenticator app (or a recovery code) and the ticket finish the sign-in.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary, btnSecondary } from '../../ui/styles';
import { useMessageText } from './use-messages';

interface TotpStepProps {
  finish: (code: string) => Promise<void>;
  restart: () => void;
}

export function TotpStep({ finish, restart }: TotpStepProps) {
  const t = useT('account');
  const msg = useMessageText();
  const [code, setCode] = useState('');
  // The sign-in's second step, a mutation: its refusal shows above the field; one that worked
  // keeps the button busy while the caller moves on.
  const verify = useMutation({ mutationFn: finish });
  const busy = verify.isPending || verify.isSuccess;
  const error = verify.error && (verify.error instanceof Error ? verify.error.message : t('totp.failed'));
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        verify.mutate(code);
      }}
    >
      <FormMessage kind="error">{error ? msg(error) : undefined}</FormMessage>
      <Field
        label={t('totp.code')}
        hint={t('totp.code_hint')}
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className={btnPrimary} disabled={busy || code.trim().length < 6}>
        {busy ? t('login.busy') : t('totp.verify')}
      </button>
      <button type="button" className={btnSecondary} onClick={restart}>
        {t('totp.start_over')}
      </button>
    </form>
  );
}
