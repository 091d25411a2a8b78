// The site settings' rules, as the server checks them: a site name (at most 100), an
// optional support e-mail, IBAN and BIC in their formats. English texts; the section shows
// them from the catalog. What it gives is what is sent: IBAN and BIC trimmed and upper-cased.
import { z } from '../../../lib/zod';

export const SITE_ERRORS = {
  nameRequired: 'Site name is required',
  nameLong: 'Site name must be at most 100 characters',
  email: 'Enter a valid email address',
  iban: 'Enter a valid IBAN',
  bic: 'Enter a valid BIC (8 or 11 letters and digits)',
} as const;

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9 ]{10,36}$/;
const BIC = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;

/** Blank, or matching `re` once trimmed and upper-cased. */
const code = (re: RegExp, message: string) => z.string().check(z.trim(), z.toUpperCase(), z.refine((s) => !s || re.test(s), message));

export const siteSchema = z.object({
  site_name: z.string().check(
    z.refine((s) => s.trim() !== '', SITE_ERRORS.nameRequired),
    z.refine((s) => s.trim().length <= 100, SITE_ERRORS.nameLong),
  ),
  support_email: z.string().check(z.refine((s) => !s.trim() || EMAIL.test(s.trim()), SITE_ERRORS.email)),
  sepa: z.object({ account_holder: z.string(), iban: code(IBAN, SITE_ERRORS.iban), bic: code(BIC, SITE_ERRORS.bic), bank_name: z.string() }),
  custodian: z.object({ name: z.string(), title: z.string(), address: z.string() }),
  creator_terms: z.string(),
});
