import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PagePlaceholder } from '../../ui/page-placeholder';
import { link } from '../../ui/styles';

export function DmcaPage() {
  return (
    <PagePlaceholder
      title="DMCA / Takedown Policy"
      description="This page will explain how to report content that infringes your rights or was published without consent, and how to appeal a decision."
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        <li>We review every takedown request within 7 business days.</li>
        <li>An uploader may appeal a removal within 7 days.</li>
        <li>We decide on an appeal within 7 business days.</li>
      </ul>
      <p className="text-sm text-muted">
        Send requests through the{' '}
        <Link to={paths.contact()} className={link}>
          contact page
        </Link>
        .
      </p>
    </PagePlaceholder>
  );
}
