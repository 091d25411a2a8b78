// toUserError with the server's error codes (issue 27 §1): a German visitor reads the
// catalog's text with the server's values, English keeps the server's message, an unknown
// code falls back to the message. Own file: the active locale is per module graph.
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { activate } from '../i18n/runtime';
import { prepareErrorText, toUserError } from './errors';

const coded = (status: number, message: string, data: Record<string, unknown>) =>
  new ClientResponseError({ status, response: { status, message, data } });

describe('toUserError in German', () => {
  beforeAll(async () => {
    activate('de');
    await prepareErrorText(404, { data: { code: 'video_not_found' } });
  });

  it('translates a known code', () => {
    expect(toUserError(coded(404, 'Video not found.', { code: 'video_not_found' }), 'Fallback')).toBe('Video nicht gefunden.');
  });
  it('fills in the values the server sends', () => {
    const err = coded(400, 'Comment must be at most 5000 characters.', { code: 'comment_too_long', values: { max: 5000 } });
    expect(toUserError(err, 'Fallback')).toMatch(/^Der Kommentar darf höchstens 5\.?000 Zeichen lang sein\.$/);
  });
  it('words the wait of a 429', () => {
    const err = coded(429, 'Too many comments. Please try again in 42 seconds.', { code: 'too_many_comments', values: { retry_after: 42 } });
    expect(toUserError(err, 'Fallback')).toBe('Zu viele Kommentare. Bitte versuche es in 42 Sekunden erneut.');
    const long = coded(429, 'Too many comments. Please try again in 3 minutes.', { code: 'too_many_comments', values: { retry_after: 150 } });
    expect(toUserError(long, 'Fallback')).toBe('Zu viele Kommentare. Bitte versuche es in 3 Minuten erneut.');
  });
  it('falls back to the server message for an unknown code', () => {
    expect(toUserError(coded(400, 'Something new.', { code: 'brand_new_code' }), 'Fallback')).toBe('Something new.');
  });
  it('does not take a field error for a code', () => {
    const err = coded(400, 'Failed to create record.', { email: { code: 'validation_not_unique', message: 'Value must be unique.' } });
    expect(toUserError(err, 'Die E-Mail ist vergeben.')).toBe('Die E-Mail ist vergeben.');
  });
  it('keeps network errors translated', () => {
    const err = new ClientResponseError({ status: 0, originalError: new TypeError('fetch failed') });
    expect(toUserError(err, 'Fallback')).toBe('Du scheinst offline zu sein. Prüfe deine Verbindung und versuche es erneut.');
  });
});
