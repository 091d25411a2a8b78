// Pure role helpers. The roles themselves always come from the server
// (GET /api/reelhouse/me); these only read that answer, never decide it.

export type Role = 'admin' | 'creator' | 'premium';

/** The part of the server's session answer that role checks read. */
export interface RoleBearer {
  roles: readonly string[];
  is_admin: boolean;
  is_creator: boolean;
  is_premium: boolean;
}

type MaybeUser = RoleBearer | null | undefined;

export function hasRole(user: MaybeUser, role: Role): boolean {
  if (!user) return false;
  switch (role) {
    case 'admin':
      return user.is_admin;
    case 'creator':
      return user.is_creator;
    case 'premium':
      // is_premium also covers a paid premium_until in the future, which is not a role.
      return user.is_premium;
  }
}

export const isAdmin = (user: MaybeUser) => hasRole(user, 'admin');
export const isCreator = (user: MaybeUser) => hasRole(user, 'creator');
export const isPremium = (user: MaybeUser) => hasRole(user, 'premium');

/** Which dashboard the Upload Video button opens: admin wins over creator; others none. */
export function uploadArea(user: MaybeUser): 'admin' | 'creator' | null {
  if (isAdmin(user)) return 'admin';
  if (isCreator(user)) return 'creator';
  return null;
}

/**
 * Where the Get Premium / Premium Content button leads:
 * premium member → the premium area, signed-in member → premium signup,
 * visitor → account signup first.
 */
export function premiumAction(user: MaybeUser): 'dashboard' | 'upgrade' | 'signup-first' {
  if (!user) return 'signup-first';
  return isPremium(user) ? 'dashboard' : 'upgrade';
}

export type GuardDecision = 'loading' | 'error' | 'login' | 'denied' | 'allow';

/** What a role-guarded route shows, given the session state. */
export function guardDecision(
  session: { status: 'loading' | 'ready' | 'error'; user: RoleBearer | null },
  role: Role,
): GuardDecision {
  if (session.status === 'loading') return 'loading';
  if (session.status === 'error' && !session.user) return 'error';
  if (!session.user) return 'login';
  return hasRole(session.user, role) ? 'allow' : 'denied';
}
