import { describe, expect, it, vi } from 'vitest';
import { handlePlayerKey, isTextField } from './player-keys';

function fakeVideo() {
  return { paused: true, play: vi.fn(() => Promise.resolve()), pause: vi.fn(), muted: false, currentTime: 20, duration: 100, volume: 0.5, preload: 'auto' } as unknown as HTMLVideoElement;
}
/** Just enough of an element for the key rules. */
const el = (tagName: string, attrs: Record<string, string> = {}) =>
  ({ tagName, type: attrs.type ?? '', isContentEditable: attrs.contenteditable === 'true', getAttribute: (n: string) => attrs[n] ?? null, closest: () => null }) as unknown as Element;
const body = el('BODY');
const key = (k: string, target: Element | null, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

describe('page-wide player keys', () => {
  it('work with focus on the page body, never in a text field', () => {
    const v = fakeVideo();
    const help = vi.fn();
    expect(handlePlayerKey(key(' ', body), { video: v, showHelp: help })).toBe(true);
    expect(v.play).toHaveBeenCalled();
    for (const t of [el('INPUT', { type: 'text' }), el('TEXTAREA'), el('DIV', { contenteditable: 'true' }), el('DIV', { role: 'textbox' })]) {
      expect(handlePlayerKey(key('m', t), { video: v, showHelp: help })).toBe(false);
      expect(handlePlayerKey(key('?', t), { video: v, showHelp: help })).toBe(false);
    }
    expect(v.muted).toBe(false);
    expect(handlePlayerKey(key('M', body), { video: v, showHelp: help })).toBe(true);
    expect(v.muted).toBe(true);
    expect(handlePlayerKey(key('?', body), { video: v, showHelp: help })).toBe(true);
    expect(help).toHaveBeenCalledTimes(1);
    expect(isTextField(el('SELECT'))).toBe(true);
    expect(isTextField(el('INPUT', { type: 'checkbox' }))).toBe(false);
  });
  it("seek by arrows and number keys; Space on a button is the button's; modifiers are the browser's", () => {
    const v = fakeVideo();
    const t = { video: v, showHelp: () => undefined };
    handlePlayerKey(key('ArrowRight', body), t);
    expect(v.currentTime).toBe(25);
    handlePlayerKey(key('7', body), t);
    expect(v.currentTime).toBe(70);
    handlePlayerKey(key('ArrowDown', body), t);
    expect(v.volume).toBeCloseTo(0.4);
    expect(handlePlayerKey(key(' ', el('BUTTON')), t)).toBe(false);
    expect(handlePlayerKey(key('k', el('BUTTON')), t)).toBe(true);
    expect(handlePlayerKey(key('f', body, { ctrlKey: true }), t)).toBe(false);
  });
});
