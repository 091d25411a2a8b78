import { TabPlaceholder } from '../tab-placeholder';

export default function PremiumVideosTab() {
  return <TabPlaceholder label="Premium Videos" summary="the premium videos, 12 per page" />;
}
