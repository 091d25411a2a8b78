// The account forms' messages in the visitor's language. validation.ts keeps the spec's
// English texts (MSG, unit-tested, also what the zod schema reports); the forms show
// them through this hook, which maps each MSG text to its catalog key (issue 27 §1).
import { useCallback } from 'react';
import { useT } from '../../i18n';
import { MSG } from './validation';

// Every validation.* key, for src/i18n/catalogs.test.ts (the hook builds them from MSG's names).
export const validationKeys = [
  'validation.username',
  'validation.mismatch',
  'validation.passwordLength',
  'validation.email',
  'validation.emailTaken',
  'validation.usernameTaken',
  'validation.signupFailed',
  'validation.noAccount',
  'validation.resetFailed',
  'validation.updatePasswordFailed',
  'validation.newMismatch',
  'validation.wrongPassword',
  'validation.login',
  'validation.unverified',
  'validation.resendFailed',
  'validation.invalidLink',
  'validation.verifyFailed',
  'validation.emailChangeFailed',
];

const byText = new Map<string, string>(Object.entries(MSG).map(([name, text]) => [text, `validation.${name}`]));

/** A form message (an MSG text, or the server's own) in the visitor's language. */
export function useMessageText() {
  const t = useT('account');
  return useCallback((text: string | undefined) => {
    if (!text) return text;
    const key = byText.get(text);
    return key ? t(key) : text;
  }, [t]);
}
