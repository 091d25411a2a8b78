// The words of the Reports and Audit screens (issue 36 §8): every action, status, item type
// and reason the server writes in English or as a code is shown in the admin's language.
// The server's own word stays the fallback for one this table does not know (a newer
// server), and its raw value is always in the element's title for the operator who
// searches the logs by it.
import type { TFunction } from '../../../i18n';

/** Each action of the audit log: keys of the `admin` catalog. */
const ACTION_LABEL: Record<string, string> = {
  'case.dismiss': 'audit.act.case_dismiss',
  'case.hide': 'audit.act.case_hide',
  'case.remove': 'audit.act.case_remove',
  'case.restore': 'audit.act.case_restore',
  'case.approve': 'audit.act.case_approve',
  'case.auto_hide': 'audit.act.case_auto_hide',
  'case.counter_statement': 'audit.act.case_counter_statement',
  'dmca.notice': 'audit.act.dmca_notice',
  'member.warn': 'audit.act.member_warn',
  'member.suspend': 'audit.act.member_suspend',
  'member.unsuspend': 'audit.act.member_unsuspend',
  'video.held_for_review': 'audit.act.video_held_for_review',
  'creator_request.approve': 'audit.act.creator_request_approve',
  'creator_request.reject': 'audit.act.creator_request_reject',
  'creator_request.revoke': 'audit.act.creator_request_revoke',
  'payment.confirm': 'audit.act.payment_confirm',
  'payment.reject': 'audit.act.payment_reject',
  'notifications.send': 'audit.act.notifications_send',
};

/** What an entry is about (its target type, singular or a collection's name). */
const TYPE_LABEL: Record<string, string> = {
  video: 'audit.type.video',
  videos: 'audit.type.video',
  comment: 'audit.type.comment',
  comments: 'audit.type.comment',
  user: 'audit.type.user',
  users: 'audit.type.user',
  payment: 'audit.type.payment',
  settings: 'audit.type.settings',
  secrets: 'audit.type.secrets',
  categories: 'audit.type.categories',
  premium_videos: 'audit.type.premium_videos',
  premium_categories: 'audit.type.premium_categories',
  featured_categories: 'audit.type.featured_categories',
  partners: 'audit.type.partners',
  blogs: 'audit.type.blogs',
  assets: 'audit.type.assets',
  asset_assignments: 'audit.type.asset_assignments',
  bot_users: 'audit.type.bot_users',
  video_consents: 'audit.type.video_consents',
  notification_sends: 'audit.type.notification_sends',
  banned_terms: 'audit.type.banned_terms',
};

const RECORD_OPS = new Set(['create', 'update', 'delete']);

/** "Removed (takedown)", "Changed: Categories"; the raw action when unknown. */
export function actionLabel(t: TFunction, action: string): string {
  const key = ACTION_LABEL[action];
  if (key) return t(key);
  // An admin's write through the record API: "<collection>.<create|update|delete>".
  const dot = action.lastIndexOf('.');
  const col = action.slice(0, dot);
  const op = action.slice(dot + 1);
  if (dot > 0 && RECORD_OPS.has(op) && TYPE_LABEL[col]) return t('audit.record_action', { op, collection: t(TYPE_LABEL[col] ?? '') });
  return action;
}

export function typeLabel(t: TFunction, type: string): string {
  const key = TYPE_LABEL[type];
  return key ? t(key) : type;
}

/** Each report reason: keys of the `admin` catalog. */
export const REASON_LABEL: Record<string, string> = {
  under_18: 'reason.under_18',
  non_consensual: 'reason.non_consensual',
  depicted_no_consent: 'reason.depicted_no_consent',
  copyright: 'reason.copyright',
  spam: 'reason.spam',
  other: 'reason.other',
};

export function reasonLabel(t: TFunction, reason: string): string {
  const key = REASON_LABEL[reason];
  return key ? t(key) : reason;
}

/** The rule that let a report hide a video at once (docs/moderation-policy.md). */
function ruleLabel(t: TFunction, rule: string): string {
  if (rule === 'trusted_flagger') return t('audit.sys.rule.trusted_flagger');
  if (rule === 'trusted_member') return t('audit.sys.rule.trusted_member');
  return t('audit.sys.rule.quorum');
}

/**
 * An entry's reason: an admin's own words as written; the reasons the server writes itself
 * (the actor "system" with no member id: auto-hide, review hold) in the admin's language.
 */
export function entryReason(t: TFunction, e: { actor: string; actor_name: string; action: string; reason: string }): string {
  if (e.actor !== '' || e.actor_name !== 'system' || !e.reason) return e.reason;
  if (e.action === 'video.held_for_review') return t('audit.sys.held_for_review');
  // Since issue 36 the entry names the rule that hid the video (internal/moderation/reports.go);
  // entries written before it keep the threshold wording.
  const ruled = /^A report of (\w+) hid the video \((trusted_flagger|trusted_member|quorum)\)\.$/.exec(e.reason);
  if (ruled) return t('audit.sys.auto_hide_rule', { reason: reasonLabel(t, ruled[1] ?? ''), rule: ruleLabel(t, ruled[2] ?? '') });
  const auto = /^Reports of (\w+) reached the threshold\.$/.exec(e.reason);
  if (auto) return t('audit.sys.auto_hide', { reason: reasonLabel(t, auto[1] ?? '') });
  return e.reason;
}

/**
 * The actor's name as the log stores it, with the server's own actors ("system", "visitor":
 * no member id) translated. A member may be NAMED "system" or "visitor" (usernames allow
 * it): with an id, the name is theirs and is shown as it is.
 */
export function actorLabel(t: TFunction, name: string, id: string): string {
  if (id !== '') return name;
  if (name === 'system') return t('audit.actor_system');
  if (name === 'visitor') return t('audit.actor_visitor');
  return name;
}

/** A case's status: keys of the `admin` catalog. */
export const STATUS_LABEL: Record<string, string> = {
  open: 'reports.state.open',
  hidden: 'reports.state.hidden',
  removed: 'reports.state.removed',
  dismissed: 'reports.state.dismissed',
  restored: 'reports.state.restored',
};

/** Where a case came from, shown when it has no report reason. */
export const SOURCE_LABEL: Record<string, string> = {
  report: 'reports.source.report',
  dmca: 'reports.source.dmca',
  review: 'reports.source.review',
};

export function statusLabel(t: TFunction, status: string): string {
  const key = STATUS_LABEL[status];
  return key ? t(key) : status;
}
