import { TabPlaceholder } from '../tab-placeholder';

export default function PartnersTab() {
  return <TabPlaceholder label="Partners" summary="partner sites, in display order" />;
}
