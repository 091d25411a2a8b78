// Types of the fake CoinPayments-style provider (coinpayments.mjs) for the type-checked tests.
export type Form = Record<string, string>;
export interface Delivery {
  invoice: string;
  status: number;
  attempt: number;
  code: number;
}
export type Script = 'pay' | 'reversed' | 'cancel' | 'none';
export interface FakeCoinPayments {
  url: string;
  state: { script: Script; checkouts: Form[]; deliveries: Delivery[] };
  setScript(script: Script): Script;
  deliver(form: Form, status: number): Promise<number>;
  stop(): Promise<void>;
}
export function signIpn(raw: string, secret: string): string;
export function ipnFields(form: Form, status: number, extra?: Record<string, string | number>): Record<string, string>;
export function postIpn(
  ipnUrl: string,
  fields: Record<string, string | number>,
  opts?: { secret?: string; sign?: boolean; raw?: string },
): Promise<{ status: number; text: string }>;
export function startFakeCoinPayments(opts?: { merchant?: string; secret?: string; script?: Script; ipnDelayMs?: number }): Promise<FakeCoinPayments>;
