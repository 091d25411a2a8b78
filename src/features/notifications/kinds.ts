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
        content: t('video_removed.content', { title: str(p.title), reference: str(p.reference), reason: str(p.reason) }),
      };
    case 'member_warning':
      // The moderator's reason is the message, as written.
      return { subject: t('member_warning.subject'), content: str(p.reason) || n.content };
    case 'creator_approved':
      return { subject: t('creator_approved.subject'), content: t('creator_approved.content') };
    case 'creator_rejected':
      return { subject: t('creator_rejected.subject'), content: t('creator_rejected.content', { notes: str(p.notes) }) };
    case 'creator_revoked':
      return { subject: t('creator_revoked.subject'), content: t('creator_revoked.content', { notes: str(p.notes) }) };
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
