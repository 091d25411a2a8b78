// The statistics panel (management spec: Statistics panel): monthly views and recent
// videos. `site` is every video (admin dashboard); `own` is the caller's videos
// (creator dashboard). The server decides what the caller may see either way.
export interface StatisticsPanelProps {
  scope: 'site' | 'own';
}

export function StatisticsPanel({ scope }: StatisticsPanelProps) {
  return <p className="text-muted">Statistics ({scope === 'site' ? 'every video' : 'your videos'}) will show here.</p>;
}
