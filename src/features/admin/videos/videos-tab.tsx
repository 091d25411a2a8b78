import { VideoManager } from '../../video-manager/video-manager';

export default function VideosTab() {
  return <VideoManager scope="all" />;
}
