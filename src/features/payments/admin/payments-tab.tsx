import { TabPlaceholder } from '../../admin/tab-placeholder';

export default function PaymentsTab() {
  return <TabPlaceholder label="Payments" summary="payments to review and SEPA transfers to confirm" />;
}
