// What an enabled integration still lacks (GET /api/reelhouse/admin/setup-notices): a host
// on without its key, a payment method members cannot use, the demo bank account, mail
// without a server. Each notice links to the setting that fixes it.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pb } from '../../../data/pb';
import { useT, type TFunction } from '../../../i18n';

export interface SetupNotice {
  key: string;
  /** The host's name in a host_* notice. */
  name?: string;
  message: string;
  link: string;
  label: string;
}

export function fetchSetupNotices(): Promise<{ notices: SetupNotice[] }> {
  return pb.send('/api/reelhouse/admin/setup-notices', { method: 'GET', requestKey: null });
}

/** The notice in the admin's language by its key; the server's English for a key unknown here. */
export function noticeText(t: TFunction, n: SetupNotice): { message: string; label: string } {
  if (n.key.startsWith('host_') && n.name) return { message: t('setup.host_message', { name: n.name }), label: t('setup.host_label', { name: n.name }) };
  switch (n.key) {
    case 'payment_crypto':
      return { message: t('setup.payment_crypto'), label: t('setup.payment_label') };
    case 'payment_sepa':
      return { message: t('setup.payment_sepa'), label: t('setup.payment_label') };
    case 'payment_sepa_demo':
      return { message: t('setup.sepa_demo'), label: t('setup.sepa_demo_label') };
    case 'mail_off':
      return { message: t('setup.mail_off'), label: t('setup.mail_smtp_label') };
    case 'mail_smtp':
      return { message: t('setup.mail_smtp'), label: t('setup.mail_smtp_label') };
    default:
      return { message: n.message, label: n.label };
  }
}

export function SetupNotices() {
  const t = useT('admin');
  const { data } = useQuery({ queryKey: ['admin', 'setup-notices'], queryFn: fetchSetupNotices });
  const notices = data?.notices ?? [];
  if (!notices.length) return null;
  return (
    <section aria-labelledby="setup-notices-title" className="rounded-xl border border-yellow-500/40 bg-yellow-500/10 p-4" data-testid="setup-notices">
      <h2 id="setup-notices-title" className="mb-2 text-sm font-semibold text-fg">
        {t('dashboard.setup_needed')}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {notices.map((n) => {
          const text = noticeText(t, n);
          return (
          <li key={n.key} data-testid={`setup-notice-${n.key}`} className="flex flex-wrap gap-x-2">
            <span className="text-fg">{text.message}</span>
            {/* PocketBase's own admin UI (mail server) is outside the app's router. */}
            {n.link.startsWith('/_/') ? (
              <a href={n.link} className="text-accent underline underline-offset-4">
                {text.label}
              </a>
            ) : (
              <Link to={n.link} className="text-accent underline underline-offset-4">
                {text.label}
              </Link>
            )}
          </li>
          );
        })}
      </ul>
    </section>
  );
}
