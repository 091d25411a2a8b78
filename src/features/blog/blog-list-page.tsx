import { PagePlaceholder } from '../../ui/page-placeholder';

export function BlogListPage() {
  return (
    <PagePlaceholder
      title="Blog"
      description="This page will list the blog posts, ten per page, with a search box and Previous/Next paging."
    />
  );
}
