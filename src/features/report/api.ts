// Reports of a video or a comment (docs/api-moderation.md): anyone may report; the server
// throttles, keeps one open report per reporter and item, and never shows the reporter.
import { useMutation } from '@tanstack/react-query';
import { pb } from '../../data/pb';

export type ReportReason = 'under_18' | 'non_consensual' | 'depicted_no_consent' | 'copyright' | 'spam' | 'other';

/** Most severe first, as the moderators' queue orders them. */
export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'under_18', label: 'The person depicted may be under 18' },
  { value: 'non_consensual', label: 'Non-consensual content' },
  { value: 'depicted_no_consent', label: 'I am in this video and did not agree' },
  { value: 'copyright', label: 'Copyright' },
  { value: 'spam', label: 'Spam or misleading' },
  { value: 'other', label: 'Other' },
];

export interface ReportInput {
  item_type: 'video' | 'comment';
  item: string;
  reason: ReportReason;
  details: string;
}

export function sendReport(input: ReportInput) {
  return pb.send<{ ok: boolean; message: string }>('/api/reelhouse/reports', { method: 'POST', body: input, requestKey: null });
}

export function useReport() {
  return useMutation({ mutationFn: sendReport });
}
