import { TabPlaceholder } from '../tab-placeholder';

export default function DashboardTab() {
  return <TabPlaceholder label="Dashboard" summary="monthly views and the most recent videos" />;
}
