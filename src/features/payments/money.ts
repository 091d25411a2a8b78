// Payment amounts and dates in the visitor's language (issue 27 §1). English keeps the
// forms data/payments.ts always used ("€9.99", "2 January 2026": en-IE and en-GB, not
// Intl's US "January 2, 2026"); dates are the server's UTC days.
import { formatDate, formatPrice } from '../../i18n/format';

const tag = (locale: string, en: string) => (locale === 'en' ? en : locale);

export const paymentMoney = (amount: number, currency: string, locale: string) => formatPrice(amount, currency, tag(locale, 'en-IE'));

/** A server date ('2026-01-02 10:00:00.000Z') as a day; '' when empty or invalid. */
export const paymentDate = (value: string, locale: string) =>
  value ? formatDate(value, tag(locale, 'en-GB'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : '';
