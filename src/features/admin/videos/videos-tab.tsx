import { VideoManager } from '../../video-manager/video-manager';
import { TabHeader } from '../tab-frame';
import { useT } from '../../../i18n';

export default function VideosTab() {
  const t = useT('admin');
  // Every tab names itself with the page's h1 (the tab list is navigation, not a heading).
  return (
    <div className="flex flex-col gap-4">
      <TabHeader title={t('tabs.videos')} />
      <VideoManager scope="all" />
    </div>
  );
}
