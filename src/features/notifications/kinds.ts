// The notices the server writes (issue 27 §1), rendered in the reader's language from the
// `notices` catalog. The server stores a kind and its parameters next to the English text
// (written by internal/payments, internal/moderation, internal/creators, internal/library):
// rendering at read time means a member who changes language later reads every notice,
// old ones too, in the new language, which text written once at send time could not do.
// A row without a known kind (an admin's own message, rows older than kinds, a kind newer
// than this app) shows its subject and content as written.
import { useCallback } from 'react';
import { useLocale, useT, type TFunction } from '../../i18n';
import { formatDate } from '../../i18n/format';
import type { InboxItem } from './api';

export interface NoticeText {
  subject: string;
  content: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
// The server's English text says the date in UTC ("January 2, 2026"): the same day here.
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** The function that gives a notification's subject and content in the active language. */
export function useNoticeText(): (n: InboxItem) => NoticeText {
  const t = useT('notices');
  const locale = useLocale();
  return useCallback((n: InboxItem) => noticeText(t, locale, n), [t, locale]);
}

/** A notification's text through t (the `notices` catalog) in locale; as written for an unknown kind. */
export function noticeText(t: TFunction, locale: string, n: InboxItem): NoticeText {
  const p = n.params ?? {};
  const date = (v: unknown) => formatDate(str(v), locale, DAY) || str(v);
  switch (n.kind) {
    case 'premium_activated':
      return { subject: t('premium_activated.subject'), content: t('premium_activated.content', { reference: str(p.reference), until: date(p.until) }) };
    case 'premium_ending':
      return { subject: t('premium_ending.subject'), content: t('premium_ending.content', { until: date(p.until) }) };
    case 'payment_failed': {
      const note = str(p.note);
      const content = t('payment_failed.content', { reference: str(p.reference) });
      return { subject: t('payment_failed.subject'), content: note ? `${content} ${t('payment_failed.note', { note })}` : content };
    }
    case 'video_removed':
      return {
        subject: t('video_removed.subject'),
        // Notices since issue 38 carry the statement of reasons (a decision and its rule).
        content: p.decision
          ? statementText(t, date, p)
          : t('video_removed.content', { title: str(p.title), reference: str(p.reference), reason: str(p.reason) }),
      };
    case 'case_decision':
      return { subject: t('case_decision.subject', { reference: str(p.reference) }), content: statementText(t, date, p) };
    case 'appeal_decided':
      return { subject: t('appeal_decided.subject', { reference: str(p.reference) }), content: statementText(t, date, p) };
    case 'member_warning':
      // The moderator's reason is the message, as written.
      return { subject: t('member_warning.subject'), content: str(p.reason) || n.content };
    case 'creator_approved':
      return { subject: t('creator_approved.subject'), content: t('creator_approved.content') };
    case 'creator_rejected':
      return { subject: t('creator_rejected.subject'), content: t('creator_rejected.content', { notes: str(p.notes) }) };
    case 'creator_revoked':
      return { subject: t('creator_revoked.subject'), content: t('creator_revoked.content', { notes: str(p.notes) }) };
    case 'two_factor_reset':
      return { subject: t('two_factor_reset.subject'), content: t('two_factor_reset.content') };
    case 'new_video': {
      // One notice per creator per window counts the videos it announces (internal/library CoalesceWindow).
      const count = typeof p.count === 'number' ? p.count : 1;
      const subject = count > 1 ? t('new_video.subject_many', { author: str(p.author), count }) : t('new_video.subject', { author: str(p.author) });
      return { subject, content: `${str(p.title)}\n/video/${str(p.slug)}` };
    }
    case 'comment_reply': {
      // One notice per comment while unread counts its replies (internal/engagement ReplyCoalesceWindow).
      const count = typeof p.count === 'number' ? p.count : 1;
      const subject = count > 1 ? t('comment_reply.subject_many', { count }) : t('comment_reply.subject', { username: str(p.username) });
      return { subject, content: `${t('comment_reply.content', { title: str(p.title) })}\n/video/${str(p.slug)}` };
    }
    default:
      return { subject: n.subject, content: n.content };
  }
}

// The statement of reasons' keys (internal/moderation/statement.go: decision and rule ids).
const statementKeys = [
  'statement.what.dismiss',
  'statement.what.hide',
  'statement.what.remove',
  'statement.what.restore',
  'statement.what.approve',
  'statement.what.appeal_upheld',
  'statement.what.appeal_reversed',
  'statement.rule.adults-only',
  'statement.rule.consent',
  'statement.rule.copyright',
  'statement.rule.spam',
  'statement.rule.content-rules',
];

/** A decision's statement of reasons: what, why, the rule of the terms and how to appeal. */
function statementText(t: TFunction, date: (v: unknown) => string, p: Record<string, unknown>): string {
  const decision = str(p.decision);
  const rule = (p.rule ?? {}) as { id?: string; url?: string };
  const what = `statement.what.${decision}`;
  const ruleKey = `statement.rule.${str(rule.id)}`;
  const appeal = decision.startsWith('appeal_')
    ? t('statement.final')
    : p.appeal_until
      ? t('statement.appeal', { until: date(p.appeal_until) })
      : t('statement.no_appeal');
  return [
    t('statement.item', { title: str(p.title), reference: str(p.reference) }),
    statementKeys.includes(what) ? t(what) : decision,
    t('statement.why', { reason: str(p.reason) }),
    t('statement.rule', { rule: `${statementKeys.includes(ruleKey) ? t(ruleKey) : str(rule.id)} (${str(rule.url)})` }),
    appeal,
  ].join('\n');
}
