// Premium sales and the premium area (docs/api.md "Payments"): every price, period and
// reference comes from the server; the browser only names a plan and a method.
import { loadErrorTexts } from './errors';
import { pb } from './pb';
import type { VideoCard } from './catalog';
import type { PremiumCategory } from './types';

const API = '/api/reelhouse';

export type PlanId = 'monthly' | 'yearly';
export type PaymentMethod = 'sepa' | 'crypto';
export type PaymentStatus = 'pending' | 'completed' | 'failed';

export interface Plan {
  id: PlanId;
  name: string;
  price: number;
  currency: string;
  period: 'month' | 'year';
}

export interface MethodState {
  available: boolean;
  /** Why it is off: the English text and its code (src/data/errors.ts translates it). */
  message?: string;
  code?: string;
}

export interface PaymentOptions {
  plans: Plan[];
  methods: Record<PaymentMethod, MethodState>;
}

export interface Payment {
  id: string;
  reference: string;
  plan: PlanId;
  plan_name: string;
  period: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  status: PaymentStatus;
  note: string;
  created: string;
  completed_at: string;
}

export interface SepaDetails {
  account_holder: string;
  iban: string;
  bic: string;
  bank_name: string;
  support_email: string;
}

export interface Checkout {
  action: string;
  fields: Record<string, string>;
}

export interface CreatedPayment {
  payment: Payment;
  sepa?: SepaDetails;
  checkout?: Checkout;
}

export interface PremiumStatus {
  premium: boolean;
  by_role: boolean;
  /** premium_until ('' when never paid). */
  until: string;
  active_until: boolean;
}

export interface Paged<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
}

const send = <T>(path: string, method = 'GET', opts: { body?: unknown; query?: Record<string, unknown> } = {}) =>
  pb.send<T>(`${API}${path}`, { method, requestKey: null, ...opts });

/** The options; an unavailable method's text needs the `errors` catalog, loaded before they are shown. */
export const fetchPaymentOptions = async () => {
  const options = await send<PaymentOptions>('/payments/options');
  if (Object.values(options.methods).some((m) => !m.available && m.code)) await loadErrorTexts();
  return options;
};
export const createPayment = (plan: PlanId, method: PaymentMethod) => send<CreatedPayment>('/payments', 'POST', { body: { plan, method } });
export const fetchMyPayments = (page = 1) => send<Paged<Payment> & { premium: PremiumStatus }>('/payments', 'GET', { query: { page, perPage: 10 } });
export const fetchPayment = (reference: string) =>
  send<{ payment: Payment; premium?: PremiumStatus }>(`/payments/${encodeURIComponent(reference)}`);
export const fetchPremiumStatus = () => send<PremiumStatus>('/premium/status');

export const fetchPremiumVideos = (page: number, q: string, category: string) =>
  send<Paged<VideoCard>>('/premium/videos', 'GET', { query: { page, perPage: 12, ...(q ? { q } : {}), ...(category ? { category } : {}) } });

export const fetchPremiumCategories = () =>
  pb.collection('premium_categories').getFullList<PremiumCategory>({ sort: 'name', fields: 'id,name,slug', requestKey: null });

// ---- admin ----

export interface AdminPayment extends Omit<Payment, 'period'> {
  txn_id: string;
  user_id: string;
  email: string;
  username: string;
  confirmed_by: string;
}

export interface PaymentEvent {
  id: string;
  created: string;
  ipn_id: string;
  txn_id: string;
  reference: string;
  status: number;
  applied: boolean;
  verdict: string;
  raw_body: string;
}

export const fetchAdminPayments = (q: { page: number; status?: string; method?: string; q?: string }) =>
  send<Paged<AdminPayment>>('/admin/payments', 'GET', { query: { perPage: 20, ...q } });
export const confirmPayment = (id: string, note: string) =>
  send<{ payment: Payment }>(`/admin/payments/${encodeURIComponent(id)}/confirm`, 'POST', { body: { note } });
export const rejectPayment = (id: string, note: string) =>
  send<{ payment: Payment }>(`/admin/payments/${encodeURIComponent(id)}/reject`, 'POST', { body: { note } });
export const fetchPaymentEvents = (reference: string, page = 1) =>
  send<Paged<PaymentEvent>>('/admin/payment-events', 'GET', { query: { page, perPage: 20, ...(reference ? { reference } : {}) } });
export const savePlans = (value: Record<PlanId, Omit<Plan, 'id'>>) => send<{ value: unknown }>('/settings/plans', 'PUT', { body: { value } });

// ---- formatting ----

/** '€9.99': the currency the payment is recorded in (the spec's modal showed '$' for euros). */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A server date ('2026-01-02 10:00:00.000Z') as '2 January 2026'. */
export function formatDate(value: string): string {
  if (!value) return '';
  const d = new Date(value.replace(' ', 'T'));
  return isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** What the yearly plan saves against twelve monthly payments (spec: 19.89), 0 if nothing. */
export function yearlySaving(plans: Plan[]): number {
  const m = plans.find((p) => p.id === 'monthly');
  const y = plans.find((p) => p.id === 'yearly');
  if (!m || !y || m.period !== 'month' || y.period !== 'year' || m.currency !== y.currency) return 0;
  const saving = Math.round((m.price * 12 - y.price) * 100) / 100;
  return saving > 0 ? saving : 0;
}

/** Submits the server-built checkout form (a top-level navigation to the provider). */
export function submitCheckout(checkout: Checkout): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = checkout.action;
  form.acceptCharset = 'utf-8';
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
