// The role-dependent actions of the header, mobile menu and account panel, in one place.
import { paths, type NoticeState } from '../lib/paths';
import { useSession } from '../data/session';
import { PREMIUM_SIGNUP_FIRST } from '../lib/messages';
import { isAdmin, isCreator, premiumAction, uploadArea } from '../lib/roles';
import { useT } from '../i18n';

export interface HeaderLink {
  to: string;
  /** Full label (1200 px and wider). */
  label: string;
  /** Short label below 1200 px. */
  short: string;
  state?: NoticeState;
}

/** The main navigation, in the visitor's language. */
export function useNavLinks() {
  const t = useT('common');
  return [
    { to: paths.home(), label: t('nav.home'), end: true },
    { to: paths.videos(), label: t('nav.videos'), end: false },
    { to: paths.categories(), label: t('nav.categories'), end: false },
    { to: paths.partners(), label: t('nav.partners'), end: false },
  ];
}

export function useHeaderLinks() {
  const t = useT('common');
  const user = useSession((s) => s.user);
  const area = uploadArea(user);

  const upload: HeaderLink | null =
    area === 'admin'
      ? { to: paths.admin.upload(), label: t('nav.upload_video'), short: t('nav.upload') }
      : area === 'creator'
        ? { to: paths.creator.upload(), label: t('nav.upload_video'), short: t('nav.upload') }
        : null;

  const action = premiumAction(user);
  const premium: HeaderLink =
    action === 'dashboard'
      ? { to: paths.premium.dashboard(), label: t('nav.premium_content'), short: t('nav.premium') }
      : action === 'upgrade'
        ? { to: paths.premium.signup(), label: t('nav.get_premium'), short: t('nav.premium') }
        : { to: paths.signup(), label: t('nav.get_premium'), short: t('nav.premium'), state: { message: PREMIUM_SIGNUP_FIRST } };

  return {
    user,
    signedIn: user !== null,
    upload,
    premium,
    library: user ? paths.library() : null,
    adminPanel: isAdmin(user) ? paths.admin.dashboard() : null,
    creatorPanel: isCreator(user) ? paths.creator.dashboard() : null,
    member: { to: paths.signup(), label: t('nav.become_member'), short: t('nav.join') } satisfies HeaderLink,
    login: { to: paths.login(), label: t('nav.log_in'), short: t('nav.log_in') } satisfies HeaderLink,
  };
}
