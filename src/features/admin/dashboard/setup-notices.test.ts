// The set-up notices are worded by the admin panel from their keys: the English catalog must
// say what the server says (internal/setup/notices.go, internal/payments/payments.go), which
// stays the fallback for a key the panel does not know.
import { describe, expect, it } from 'vitest';
import { noticeText, type SetupNotice } from './setup-notices';
import adminEn from '../../../i18n/locales/en/admin.json?raw';
import noticesGo from '../../../../internal/setup/notices.go?raw';
import paymentsGo from '../../../../internal/payments/payments.go?raw';

const catalog = JSON.parse(adminEn) as Record<string, string>;
const t = (key: string, values?: Record<string, unknown>) =>
  (catalog[key] ?? `missing ${key}`).replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? `{${k}}`));
const go = noticesGo + paymentsGo;
const serverSays = (text: string) => go.includes(JSON.stringify(text).slice(1, -1)) || go.includes(text);

describe('set-up notices', () => {
  it('word every notice the server sends as the server does in English', () => {
    const notices: SetupNotice[] = [
      { key: 'payment_crypto', message: '', link: '', label: '' },
      { key: 'payment_sepa', message: '', link: '', label: '' },
      { key: 'payment_sepa_demo', message: '', link: '', label: '' },
      { key: 'mail_smtp', message: '', link: '', label: '' },
      { key: 'mail_off', message: '', link: '', label: '' },
    ];
    for (const n of notices) {
      const { message, label } = noticeText(t, n);
      expect(serverSays(message), message).toBe(true);
      expect(serverSays(label), label).toBe(true);
    }
    const host = noticeText(t, { key: 'host_doodstream', name: 'DoodStream', message: '', link: '', label: '' });
    expect(host.message).toBe('DoodStream is enabled but has no API key: uploads are not published there.');
    expect(host.label).toBe('Enter the DoodStream key or turn it off');
    expect(go).toContain('" is enabled but has no API key: uploads are not published there."');
  });

  it("keeps the server's words for a notice it does not know", () => {
    expect(noticeText(t, { key: 'new_thing', message: 'M', link: '/x', label: 'L' })).toEqual({ message: 'M', label: 'L' });
  });
});
