// Architecture (docs/conventions.md): shared UI never imports a feature folder; features
// hand their parts in (e.g. VideoGrid's `between` for inline ads).
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });


describe('src/ui', () => {
  it('imports nothing from src/features', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const offenders = Object.entries(sources)
      .filter(([, text]) => /(from\s+|import\(\s*)['"](\.\.\/)+features\//.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
