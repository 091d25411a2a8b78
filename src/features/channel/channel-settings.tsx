// The creator dashboard's Channel tab: the avatar and bio of the creator's channel page
// (the same form as on the channel page itself), with a link to see it.
import { Link } from 'react-router-dom';
import { useSession } from '../../data/session';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { link } from '../../ui/styles';
import { useChannel } from './api';
import { EditChannel } from './edit-channel';

export function ChannelSettings() {
  const user = useSession((s) => s.user);
  const username = user?.username ?? '';
  const q = useChannel(username, 'newest', 1, user?.id ?? null);
  const t = useT('pages');
  if (!user) return null;
  if (q.isLoading) return <Spinner label={t('shared.loading')} />;
  if (q.isError || !q.data) return <StatusPanel title={t('channel.settings_failed')} />;
  return (
    <div className="max-w-2xl">
      <p className="text-sm text-muted">
        {t('channel.settings_text')}{' '}
        <Link className={link} to={paths.channel(username)}>
          {t('channel.view_yours')}
        </Link>
      </p>
      <EditChannel member={user.id} bio={q.data.creator.bio} open />
    </div>
  );
}
