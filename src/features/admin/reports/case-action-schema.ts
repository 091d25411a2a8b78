// The rules of a case's action form: one of the actions the panel offers, and a reason that
// is not blank (the server refuses an action without one; the reason is sent as typed).
import { z } from '../../../lib/zod';
import type { Decision, MemberAction } from './api';

const DECISIONS = ['dismiss', 'hide', 'remove', 'restore', 'approve'] as const satisfies readonly Decision[];
const MEMBER_ACTIONS = ['member:warn', 'member:suspend', 'member:unsuspend'] as const satisfies readonly `member:${MemberAction}`[];

export const caseActionSchema = z.object({
  choice: z.enum([...DECISIONS, ...MEMBER_ACTIONS]),
  reason: z.string().check(
    z.maxLength(2000),
    z.refine((s) => s.trim() !== ''),
  ),
});
export type CaseActionValues = z.infer<typeof caseActionSchema>;
