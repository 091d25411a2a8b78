// The Members tab's action form: warn, suspend or unsuspend, each with a reason that is not
// blank (the server refuses an action without one; the reason is sent as typed).
import { z } from '../../../lib/zod';
import type { MemberAction } from '../reports/api';

const ACTIONS = ['warn', 'suspend', 'unsuspend'] as const satisfies readonly MemberAction[];

export const memberActionSchema = z.object({
  action: z.enum(ACTIONS),
  reason: z.string().check(
    z.maxLength(2000),
    z.refine((s) => s.trim() !== ''),
  ),
});
export type MemberActionValues = z.infer<typeof memberActionSchema>;
