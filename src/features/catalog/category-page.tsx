import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { link } from '../../ui/styles';

export function CategoryPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <PagePlaceholder
      title={slug}
      documentTitle={`${slug} Adult Videos`}
      description={`This page will show the category's name and description and its videos, 12 per page (page ${page}).`}
    >
      <Link to={paths.categories()} className={link}>
        ← Back to Categories
      </Link>
    </PagePlaceholder>
  );
}
