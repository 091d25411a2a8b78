import { TabPlaceholder } from '../../admin/tab-placeholder';

export default function CreatorRequestsTab() {
  return <TabPlaceholder label="Creator Requests" summary="creator applications to review" />;
}
