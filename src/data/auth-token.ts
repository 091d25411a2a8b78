// The signed-in member's token, readable before the PocketBase SDK has loaded: the SDK
// (~10 KB gzip) stays out of the first download of public pages (issue 15 §2), but cache
// keys and the session need to know who is signed in at once. The SDK's LocalAuthStore
// keeps { token, record } in localStorage under 'pocketbase_auth'; once pb.ts has loaded it
// registers its store here and becomes the only source.

interface AuthStoreLike {
  readonly token: string;
  readonly record: { id?: string; collectionName?: string } | null;
  readonly isValid: boolean;
}

const STORAGE_KEY = 'pocketbase_auth';
let store: AuthStoreLike | null = null;

/** Called by pb.ts when the SDK client exists. */
export function registerAuthStore(s: AuthStoreLike): void {
  store = s;
}

/** The payload of a JWT (no signature check: the server checks; we only read exp and id). */
export function tokenPayload(token: string): Record<string, unknown> {
  try {
    const b64 = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      [...atob(b64)].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    return (JSON.parse(json) as Record<string, unknown>) ?? {};
  } catch {
    return {};
  }
}

function stored(): AuthStoreLike {
  let raw: { token?: string; record?: AuthStoreLike['record']; model?: AuthStoreLike['record'] } = {};
  try {
    raw = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) || '{}') as typeof raw;
  } catch {
    raw = {};
  }
  const token = typeof raw.token === 'string' ? raw.token : '';
  const exp = Number(tokenPayload(token).exp);
  return { token, record: raw.record ?? raw.model ?? null, isValid: !!token && Number.isFinite(exp) && exp > Date.now() / 1000 };
}

/** The SDK's auth store when loaded, else what it saved. */
export const authState = (): AuthStoreLike => store ?? stored();

/** The signed-in member's id (from the stored token, so also offline); undefined for visitors. */
export const authUserId = (): string | undefined => {
  const s = authState();
  return (s.token ? s.record?.id : undefined) || undefined;
};

/** Signs out without the SDK (its code not fetched yet, offline): drops what it saved. */
export function clearStoredAuth(): void {
  try {
    globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    /* storage blocked: nothing was saved */
  }
}
