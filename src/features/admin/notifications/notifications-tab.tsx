import { TabPlaceholder } from '../tab-placeholder';

export default function NotificationsTab() {
  return <TabPlaceholder label="Notifications" summary="the form to send notifications to members" />;
}
