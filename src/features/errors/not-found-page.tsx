import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { btnPrimary } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';

export function NotFoundPage() {
  const t = useT('common');
  useDocumentTitle(t('errors.not_found'));
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-fg">{t('errors.not_found')}</h1>
      <p className="text-muted">{t('errors.not_found_text')}</p>
      <Link to={paths.home()} className={btnPrimary}>
        {t('errors.go_home')}
      </Link>
    </section>
  );
}
