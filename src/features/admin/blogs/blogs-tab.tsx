import { TabPlaceholder } from '../tab-placeholder';

export default function BlogsTab() {
  return <TabPlaceholder label="Blogs" summary="blog posts, 10 per page, with the editor" />;
}
