// The role-dependent actions of the header, mobile menu and account panel, in one place.
import { paths, type NoticeState } from '../lib/paths';
import { useSession } from '../data/session';
import { PREMIUM_SIGNUP_FIRST } from '../lib/messages';
import { isAdmin, isCreator, premiumAction, uploadArea } from '../lib/roles';

export interface HeaderLink {
  to: string;
  /** Full label (1200 px and wider). */
  label: string;
  /** Short label below 1200 px. */
  short: string;
  state?: NoticeState;
}

export const NAV_LINKS = [
  { to: paths.home(), label: 'Home', end: true },
  { to: paths.videos(), label: 'Videos', end: false },
  { to: paths.categories(), label: 'Categories', end: false },
  { to: paths.partners(), label: 'Partners', end: false },
] as const;

export function useHeaderLinks() {
  const user = useSession((s) => s.user);
  const area = uploadArea(user);

  const upload: HeaderLink | null =
    area === 'admin'
      ? { to: paths.admin.upload(), label: 'Upload Video', short: 'Upload' }
      : area === 'creator'
        ? { to: paths.creator.upload(), label: 'Upload Video', short: 'Upload' }
        : null;

  const action = premiumAction(user);
  const premium: HeaderLink =
    action === 'dashboard'
      ? { to: paths.premium.dashboard(), label: 'Premium Content', short: 'Premium' }
      : action === 'upgrade'
        ? { to: paths.premium.signup(), label: 'Get Premium', short: 'Premium' }
        : { to: paths.signup(), label: 'Get Premium', short: 'Premium', state: { message: PREMIUM_SIGNUP_FIRST } };

  return {
    user,
    signedIn: user !== null,
    upload,
    premium,
    library: user ? paths.library() : null,
    adminPanel: isAdmin(user) ? paths.admin.dashboard() : null,
    creatorPanel: isCreator(user) ? paths.creator.dashboard() : null,
    member: { to: paths.signup(), label: 'Become a Member', short: 'Join' } satisfies HeaderLink,
    login: { to: paths.login(), label: 'Log In', short: 'Log In' } satisfies HeaderLink,
  };
}
