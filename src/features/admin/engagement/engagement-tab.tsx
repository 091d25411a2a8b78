// Engagement tab: bot users, and simulated views and comments on a video.
import { useState } from 'react';
import { AddEngagementSection } from './add-engagement-section';
import { BotUsersSection } from './bot-users-section';
import { TabHeader } from '../tab-frame';

export default function EngagementTab() {
  const [botsVersion, setBotsVersion] = useState(0);
  return (
    <div className="flex flex-col gap-6">
      <TabHeader title="Engagement" />
      <BotUsersSection onCreated={() => setBotsVersion((n) => n + 1)} />
      <AddEngagementSection botsVersion={botsVersion} />
    </div>
  );
}
