import { VideoManager } from '../../video-manager/video-manager';
import { TabHeader } from '../tab-frame';

export default function VideosTab() {
  // Every tab names itself with the page's h1 (the tab list is navigation, not a heading).
  return (
    <div className="flex flex-col gap-4">
      <TabHeader title="Videos" />
      <VideoManager scope="all" />
    </div>
  );
}
