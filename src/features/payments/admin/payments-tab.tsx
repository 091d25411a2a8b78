// Admin › Payments: review payments (filter by status and method, search a reference or an
// e-mail), confirm or reject pending ones with a note, audit the provider's notifications,
// and edit the plans. Every action is checked again by the server (admins only).
import { useState } from 'react';
import { useT } from '../../../i18n';
import { IpnLog } from './ipn-log';
import { PaymentsList } from './payments-list';
import { PlansEditor } from './plans-editor';

export default function PaymentsTab() {
  const t = useT('admin');
  const [auditRef, setAuditRef] = useState('');
  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-2xl font-bold text-fg">{t('tabs.payments')}</h1>
      <PaymentsList onAudit={setAuditRef} />
      <IpnLog reference={auditRef} onReference={setAuditRef} />
      <PlansEditor />
    </div>
  );
}
