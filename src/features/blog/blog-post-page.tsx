import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { link } from '../../ui/styles';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <PagePlaceholder
      title={slug}
      description="This page will show the blog post: its featured image, date, author and content."
    >
      <Link to={paths.blogs()} className={link}>
        ← Back to Blog
      </Link>
    </PagePlaceholder>
  );
}
