// The member's language on the account (users.language, issue 27 §3): saved from Account
// Settings, applied once per sign-in (so a later change in the footer, kept on the device,
// is not overridden on every page load).
import { useEffect } from 'react';
import { authState } from '../../data/auth-token';
import { sdk } from '../../data/sdk';
import { Collections } from '../../data/types';
import { isLang, langOf, switchLanguage, RTL_PSEUDO, type Lang } from '../../i18n/languages';
import { activeLocale } from '../../i18n/runtime';

const APPLIED_KEY = 'reelhouse.lang.applied';

function accountLanguage(): Lang | null {
  const l = (authState().record as { language?: unknown } | null)?.language;
  return isLang(l) ? l : null;
}

/** Saves the member's language on the account (no-op for visitors). */
export async function saveLanguage(lang: Lang): Promise<void> {
  const id = authState().token ? authState().record?.id : undefined;
  if (!id) return;
  const pb = await sdk();
  await pb.collection(Collections.Users).update(id, { language: lang }, { requestKey: null });
}

/** After a sign-in: switches to the account's language once, if it differs. */
export function useAccountLanguage(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    try {
      if (sessionStorage.getItem(APPLIED_KEY) === userId) return;
      sessionStorage.setItem(APPLIED_KEY, userId);
    } catch {
      return;
    }
    const lang = accountLanguage();
    if (lang && activeLocale() !== RTL_PSEUDO && lang !== langOf(activeLocale())) switchLanguage(lang);
  }, [userId]);
}
