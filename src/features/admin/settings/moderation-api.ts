// The moderation settings (GET/PUT /api/reelhouse/admin/moderation/settings, admins only;
// not public: the trusted-flagger list names members). docs/api-moderation.md.
import { pb } from '../../../data/pb';

export type ReviewMode = 'new_creators' | 'all' | 'off';
export interface ModerationSettings {
  moderation_hide_members: number;
  moderation_hide_networks: number;
  moderation_hide_visitors: number;
  moderation_trusted_min_age_days: number;
  /** Member ids or e-mail addresses. */
  moderation_trusted_flaggers: string[];
  review_new_uploads: ReviewMode;
  /** Hours to decide an under_18 / non_consensual case (1-48). */
  moderation_due_severe_hours: number;
  /** Business days (Mon-Fri, UTC) to decide any other case (1-7). */
  moderation_due_business_days: number;
}

const PATH = '/api/reelhouse/admin/moderation/settings';

export function getModerationSettings(): Promise<ModerationSettings> {
  return pb.send<ModerationSettings>(PATH, { method: 'GET', requestKey: null });
}

export function putModerationSettings(body: Record<string, unknown>): Promise<ModerationSettings> {
  return pb.send<ModerationSettings>(PATH, { method: 'PUT', body, requestKey: null });
}
