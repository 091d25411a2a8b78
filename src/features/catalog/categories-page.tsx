import { PagePlaceholder } from '../../ui/page-placeholder';

export function CategoriesPage() {
  return (
    <PagePlaceholder
      title="Categories" documentTitle="Browse Adult Video Categories"
      description="This page will list every category: a 'Top' section with Trending and Newest, then all other categories alphabetically, each with its icon."
    />
  );
}
