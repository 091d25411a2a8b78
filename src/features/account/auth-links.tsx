// The row of small links under a login form (Forgot Password?, Create an account, ...).
import { Link } from 'react-router-dom';
import { link } from '../../ui/styles';

export function AuthLinks({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {links.map((l) => (
        <Link key={l.label} to={l.to} className={link}>
          {l.label}
        </Link>
      ))}
    </p>
  );
}
