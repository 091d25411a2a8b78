// The language switcher (issue 27 §3): in the footer and in account settings. A change
// reloads the page under the language's prefix (/de/…) and is kept on this device; a
// signed-in member's choice is also saved on the account (onChange).
import { useId } from 'react';
import { LANGS, LANG_NAMES, langOf, switchLanguage, type Lang } from '../i18n/languages';
import { activeLocale } from '../i18n/runtime';
import { useT } from '../i18n';
import { input } from './styles';

export function LanguageSwitcher({ className = '', onChange }: { className?: string; onChange?: (lang: Lang) => Promise<unknown> | void }) {
  const t = useT('common');
  const id = useId();
  const current = langOf(activeLocale());
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm text-muted">
        {t('language.label')}
      </label>
      <select
        id={id}
        data-testid="language-switcher"
        value={current}
        className={`${input} w-auto min-h-11`}
        onChange={(e) => {
          const lang = e.target.value as Lang;
          void Promise.resolve(onChange?.(lang))
            .catch(() => undefined)
            .then(() => switchLanguage(lang));
        }}
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
