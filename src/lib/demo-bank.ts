// The demo seed's bank details use the well-known example IBAN (internal/payments
// DemoIBAN): valid check digits, no real account. Wherever bank details show, that IBAN
// earns the "demo account" warning, so nobody goes live with it unnoticed.
export const DEMO_IBAN = 'DE89370400440532013000';
export const DEMO_BANK_NOTICE = 'demo account — replace before going live';

export function isDemoIban(iban: string | null | undefined): boolean {
  return (iban ?? '').replace(/\s+/g, '').toUpperCase() === DEMO_IBAN;
}
