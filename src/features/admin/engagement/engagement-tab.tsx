// Engagement tab: bot users, and simulated views and comments on a video.
import { useState } from 'react';
import { AddEngagementSection } from './add-engagement-section';
import { BotUsersSection } from './bot-users-section';
import { TabHeader } from '../tab-frame';
import { useT } from '../../../i18n';

export default function EngagementTab() {
  const t = useT('admin');
  const [botsVersion, setBotsVersion] = useState(0);
  return (
    <div className="flex flex-col gap-6">
      <TabHeader title={t('tabs.engagement')} />
      <BotUsersSection onCreated={() => setBotsVersion((n) => n + 1)} />
      <AddEngagementSection botsVersion={botsVersion} />
    </div>
  );
}
