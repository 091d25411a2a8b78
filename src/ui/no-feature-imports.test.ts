// Architecture (docs/conventions.md): shared UI never imports a feature folder; features
// hand their parts in (e.g. VideoGrid's `between` for inline ads).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Known arrow still to invert (not this change's area): the account panel mounts the
// account, notification and payment dialogs.
const KNOWN = new Set(['account-panel.tsx']);

describe('src/ui', () => {
  it('imports nothing from src/features', () => {
    const dir = join(__dirname);
    const offenders = readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !KNOWN.has(f))
      .filter((f) => /from\s+['"](\.\.\/)+features\//.test(readFileSync(join(dir, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
