import { TabPlaceholder } from '../tab-placeholder';

export default function CategoriesTab() {
  return <TabPlaceholder label="Categories" summary="categories and the featured categories of the home page" />;
}
