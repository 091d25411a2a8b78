// /creator/upload: one upload path, not a second copy of the form. The address stays (old
// links, bookmarks, the installed app's shortcuts) and opens the creator's Manage Videos
// with the upload form open, where the new video then appears in the list live.
import { Navigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { UPLOAD_PARAM } from './upload-param';

export function uploadFormHref(): string {
  const url = new URL(paths.creator.dashboard('videos'), 'http://local');
  url.searchParams.set(UPLOAD_PARAM, '1');
  return `${url.pathname}${url.search}`;
}

export function UploadPage() {
  return <Navigate to={uploadFormHref()} replace />;
}
