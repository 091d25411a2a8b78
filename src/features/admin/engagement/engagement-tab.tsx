import { TabPlaceholder } from '../tab-placeholder';

export default function EngagementTab() {
  return <TabPlaceholder label="Engagement" summary="bot users and simulated engagement" />;
}
