// Reports of a video or a comment (docs/api-moderation.md): anyone may report; the server
// throttles, keeps one open report per reporter and item, and never shows the reporter.
import { useMutation } from '@tanstack/react-query';
import { pb } from '../../data/pb';

export type ReportReason = 'under_18' | 'non_consensual' | 'depicted_no_consent' | 'copyright' | 'spam' | 'other';

/** Most severe first, as the moderators' queue orders them; labels are public catalog keys. */
export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'under_18', label: 'report.reason_under_18' },
  { value: 'non_consensual', label: 'report.reason_non_consensual' },
  { value: 'depicted_no_consent', label: 'report.reason_depicted_no_consent' },
  { value: 'copyright', label: 'report.reason_copyright' },
  { value: 'spam', label: 'report.reason_spam' },
  { value: 'other', label: 'report.reason_other' },
];

export interface ReportInput {
  item_type: 'video' | 'comment';
  item: string;
  reason: ReportReason;
  details: string;
  /** A depicted person's address for the decision and the appeal link (severe and consent reasons only). */
  depicted_email?: string;
}

export function sendReport(input: ReportInput) {
  return pb.send<{ ok: boolean; message: string }>('/api/reelhouse/reports', { method: 'POST', body: input, requestKey: null });
}

export function useReport() {
  return useMutation({ mutationFn: sendReport });
}
