// Spec texts shown by more than one feature (conventions: shared messages only).

/** Router state message on /signup when a visitor asks for premium. */
export const PREMIUM_SIGNUP_FIRST = 'Please create an account first to get premium access.';
/** Router state message on /signup when a visitor wants to become a creator. */
export const CREATOR_SIGNUP_FIRST = 'Please create an account first to become a creator.';
