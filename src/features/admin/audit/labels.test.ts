// The server's action codes, system reasons and states read as words in every language
// (issue 36 §8); an unknown code stays as the server wrote it.
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { actionLabel, actorLabel, entryReason, statusLabel } from './labels';
import adminEn from '../../../i18n/locales/en/admin.json?raw';
import adminDe from '../../../i18n/locales/de/admin.json?raw';
import moderationGo from '../../../../internal/moderation/reports.go?raw';
import reviewGo from '../../../../internal/moderation/review.go?raw';

/** A tiny t over a catalog: placeholders and the one select the labels use. */
function tOf(raw: string) {
  const catalog = JSON.parse(raw) as Record<string, string>;
  return (key: string, values: Record<string, unknown> = {}) => {
    const msg = catalog[key];
    if (msg === undefined) return `missing ${key}`;
    compileMessageOrThrow(msg);
    return msg
      .replace(/\{op, select, ([^}]*\}[^}]*\}[^}]*\}) other \{\{op\}\}\}/, (_, arms: string) => {
        const m = new RegExp(`${String(values.op)} \\{([^}]*)\\}`).exec(arms);
        return m ? m[1]! : String(values.op);
      })
      .replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
  };
}

describe('audit labels', () => {
  const en = tOf(adminEn);
  const de = tOf(adminDe);
  it('words every action, with record API writes by collection', () => {
    expect(actionLabel(en, 'case.remove')).toBe('Removed (takedown)');
    expect(actionLabel(de, 'member.suspend')).toBe('Mitglied gesperrt');
    expect(actionLabel(en, 'categories.update')).toBe('Changed: Category');
    expect(actionLabel(de, 'videos.delete')).toBe('Gelöscht: Video');
    expect(actionLabel(en, 'brand_new.thing')).toBe('brand_new.thing');
  });
  it("translates the server's own reasons and actors, keeps an admin's words", () => {
    expect(moderationGo).toContain('"A report of "+b.Reason+" hid the video ("+why["rule"].(string)+")."');
    expect(entryReason(de, { actor: '', actor_name: 'system', action: 'case.auto_hide', reason: 'A report of non_consensual hid the video (quorum).' })).toMatch(
      /^Eine Meldung wegen „.+“ hat das Video verborgen \(genug verschiedene Meldende\)\.$/,
    );
    expect(reviewGo).toContain('"New upload of a creator under review."');
    expect(entryReason(de, { actor: '', actor_name: 'system', action: 'case.auto_hide', reason: 'Reports of under_18 reached the threshold.' })).toBe(
      'Meldungen wegen „Möglicherweise unter 18“ haben den Schwellenwert erreicht.',
    );
    expect(entryReason(de, { actor: '', actor_name: 'system', action: 'video.held_for_review', reason: 'New upload of a creator under review.' })).toBe(
      'Neuer Upload eines Creators in der Prüfphase.',
    );
    expect(entryReason(de, { actor: 'u1', actor_name: 'boss', action: 'case.remove', reason: 'No records.' })).toBe('No records.');
    expect(actorLabel(de, 'system', '')).toBe('System (automatisch)');
    // A member who named themself "system" is not passed off as the server.
    expect(actorLabel(de, 'system', 'u1')).toBe('system');
    expect(entryReason(de, { actor: 'u1', actor_name: 'system', action: 'video.held_for_review', reason: 'New upload of a creator under review.' })).toBe(
      'New upload of a creator under review.',
    );
    expect(statusLabel(de, 'dismissed')).toBe('Abgewiesen');
  });
});
