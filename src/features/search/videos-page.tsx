import { useSearchParams } from 'react-router-dom';
import { normaliseSearchQuery } from '../../lib/search-query';
import { PagePlaceholder } from '../../ui/page-placeholder';

export function VideosPage() {
  const [params] = useSearchParams();
  const query = normaliseSearchQuery(params.get('search'));
  return query ? (
    <PagePlaceholder
      title={`Search Results for "${query}" Porn Videos`}
      documentTitle={`Search Results for "${query}"`}
      description="This page will list the videos matching your search, 12 per page, with the category list beside them."
    />
  ) : (
    <PagePlaceholder
      title="Browse Porn Videos"
      description="This page will hold the video search and list the videos of the chosen category (trending by default), 12 per page."
    />
  );
}
