import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { link } from '../../ui/styles';

export function WatchPage() {
  const { slug = '' } = useParams();
  return (
    <PagePlaceholder
      title={slug}
      description="This page will play the video and show its title, author, views, rating, categories, description, similar videos and comments."
    >
      <div className="aspect-video w-full max-w-4xl rounded-xl border border-border bg-surface" aria-hidden="true" />
      <Link to={paths.home()} className={link}>
        Return to Home
      </Link>
    </PagePlaceholder>
  );
}
