// The whole app's last line (issue 39 §1): the shell itself could not load what it needs
// (its message catalog, offline before the worker kept it). Its texts are here, in the
// four languages, since no catalog may be loaded; it tries again by itself when the
// connection is back (ui/lazy-retry.tsx), or on the button.
import { activeLocale } from '../i18n/runtime';
import { langOf } from '../i18n/languages';
import { btnPrimary } from '../ui/styles';

// common.json's offline.title and actions.try_again.
const TEXT: Record<string, [string, string]> = {
  en: ['You are offline', 'Try Again'],
  de: ['Du bist offline', 'Erneut versuchen'],
  es: ['Estás sin conexión', 'Reintentar'],
  fr: ['Vous êtes hors ligne', 'Réessayer'],
};

export function ShellOffline({ retry }: { retry: () => void }) {
  const [title, again] = TEXT[langOf(activeLocale())] ?? TEXT.en!;
  return (
    <div role="alert" data-testid="needs-connection" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-bold text-fg">{title}</h1>
      <button type="button" className={btnPrimary} onClick={retry}>
        {again}
      </button>
    </div>
  );
}
