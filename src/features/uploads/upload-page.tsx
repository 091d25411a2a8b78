// A page of its own for the upload form (a direct link for creators, handy on phones);
// the dashboards' video tabs show the same form.
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { DashboardShell } from '../../ui/dashboard-shell';
import { link } from '../../ui/styles';
import { creatorShellTabs } from '../creator/tabs';
import { UploadForm } from './upload-form';

export function UploadPage() {
  return (
    <DashboardShell title="Creator Dashboard" tabs={creatorShellTabs} activeTab="videos">
      <h1 className="text-2xl font-bold text-fg">Upload Video</h1>
      <p className="mt-2 mb-6 text-sm text-muted">
        The upload continues where it stopped if the connection drops or the page reloads. Your videos are listed in{' '}
        <Link to={paths.creator.dashboard('videos')} className={link}>
          Manage Videos
        </Link>
        .
      </p>
      <UploadForm />
    </DashboardShell>
  );
}
