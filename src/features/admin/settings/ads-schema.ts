// The ad settings' rules, as the server checks them: a zone id of letters, digits, '_' and
// '-', required when its ad is enabled; the JuicyAds popunder script an https:// URL,
// required when enabled. English texts; the section shows them from the catalog.
import { z } from '../../../lib/zod';

export const AD_ERRORS = {
  zoneChars: "Zone id may only contain letters, digits, '_' and '-'",
  zoneRequired: 'Zone id is required when the ad is enabled',
  scriptHttps: 'Script URL must be an https:// URL',
  scriptRequired: 'Script URL is required when the ad is enabled',
} as const;

const ZONE_ID = /^[A-Za-z0-9_-]*$/;
const SCRIPT_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[^\s"'<>\\]*)?$/;

// Each message on the text field it concerns, one at a time.
const zoneSchema = z.object({ enabled: z.boolean(), zone_id: z.string(), zone_class: z.string() }).check(
  z.superRefine((zone, ctx) => {
    const id = zone.zone_id.trim();
    if (!ZONE_ID.test(id)) ctx.addIssue({ code: 'custom', path: ['zone_id'], message: AD_ERRORS.zoneChars });
    else if (zone.enabled && !id) ctx.addIssue({ code: 'custom', path: ['zone_id'], message: AD_ERRORS.zoneRequired });
  }),
);

const popunderSchema = z.object({ enabled: z.boolean(), script_url: z.string() }).check(
  z.superRefine((p, ctx) => {
    const url = p.script_url.trim();
    if (url && !SCRIPT_URL.test(url)) ctx.addIssue({ code: 'custom', path: ['script_url'], message: AD_ERRORS.scriptHttps });
    else if (p.enabled && !url) ctx.addIssue({ code: 'custom', path: ['script_url'], message: AD_ERRORS.scriptRequired });
  }),
);

export const adsSchema = z.object({
  enabled: z.boolean(),
  desktop: z.record(z.string(), zoneSchema),
  mobile: z.record(z.string(), zoneSchema),
  juicyads: z.object({ banner: zoneSchema, popunder: popunderSchema }),
});
