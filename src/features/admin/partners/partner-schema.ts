// The partner modal's rules (management spec §5, §9): name and URL required (the Save button
// stays disabled without them), the URL an http(s) address, the banner a JPEG, PNG or WebP
// image. Messages are keys of the `admin` catalog; texts are trimmed for saving.
import { z } from '../../../lib/zod';

export const BANNER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

export const bannerSchema = z.nullable(z.instanceof(File).check(z.refine((f) => BANNER_TYPES.includes(f.type), { message: 'validation.partner.banner_type' })));

export const partnerSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  url: z.string().check(z.trim(), z.refine(isHttpUrl, { message: 'validation.partner.url' })),
  description: z.string().check(z.trim()),
  display_in_header: z.boolean(),
  display_in_footer: z.boolean(),
  banner: bannerSchema,
  removeBanner: z.boolean(),
});
export type PartnerValues = z.input<typeof partnerSchema>;
export type PartnerValid = z.output<typeof partnerSchema>;
