// Where the age confirmation is remembered. The e2e fixture (tests/e2e/age-gate-accepted.ts)
// pre-sets the same key so other specs start past the gate.
export const AGE_GATE_KEY = 'reelhouse.age_confirmed';
export const AGE_GATE_VALUE = '1';

export function isAgeConfirmed(): boolean {
  try {
    return globalThis.localStorage?.getItem(AGE_GATE_KEY) === AGE_GATE_VALUE;
  } catch {
    return false;
  }
}

export const LEAVE_URL = 'https://www.google.com/';
