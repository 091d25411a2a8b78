import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { btnPrimary } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-fg">Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home()} className={btnPrimary}>
        Go to Home
      </Link>
    </section>
  );
}
