// The video hosts' rule (management spec §5): at least one player enabled. The message is
// a key of the `admin` catalog (the spec's 'At least one CDN must be enabled').
import { z } from '../../../lib/zod';
import { PLAYERS } from './api';

export const NO_CDN = 'validation.settings.no_cdn';

export const cdnSchema = z.object({
  enabled: z.record(z.enum(PLAYERS), z.boolean()).check(z.refine((e) => PLAYERS.some((p) => e[p]), NO_CDN)),
  order: z.array(z.enum(PLAYERS)),
});
