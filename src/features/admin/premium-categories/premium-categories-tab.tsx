import { TabPlaceholder } from '../tab-placeholder';

export default function PremiumCategoriesTab() {
  return <TabPlaceholder label="Premium Categories" summary="the premium categories" />;
}
