// The server's age assurance (issue 37, internal/agegate): the visitor's region and
// whether its policy asks for a provider's check, and the start of that check. The server
// enforces it (no content before the check); this only shows the screen.
// The SDK is imported on use: this module is in the shell (the gate asks for the status on
// every start), and a static import put the SDK's chunk in every first visit's initial JS
// (+11 KB gzip before the first render; tests/e2e/offline-delivery.spec.ts).
const sdk = () => import('../../data/pb').then((m) => m.pb);

export interface AgeProvider {
  id: string;
  name: string;
  method: string;
}

export interface AgeStatus {
  region: string;
  action: 'click-through' | 'verify' | 'block';
  renewal_days: number;
  passed: boolean;
  providers: AgeProvider[];
}

export const fetchAgeStatus = async (): Promise<AgeStatus> => (await sdk()).send<AgeStatus>('/api/agegate/status', { requestKey: null });

/** The provider's page to go to; the check comes back to returnTo. */
export async function startAgeCheck(provider: string, returnTo: string): Promise<string> {
  const r = await (await sdk()).send<{ url: string }>('/api/agegate/start', {
    method: 'POST',
    body: { provider, return_to: returnTo },
    requestKey: null,
  });
  return r.url;
}

/** Why the last check came back refused (?age_check=…), '' when it did not. */
export function failedCheck(search: string): '' | 'refused' | 'not_adult' | 'expired' | 'invalid' {
  const v = new URLSearchParams(search).get('age_check');
  return v === 'refused' || v === 'not_adult' || v === 'expired' || v === 'invalid' ? v : '';
}
