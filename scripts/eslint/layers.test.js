// The import-boundary rule (house/layers) on files placed where the app's files are.
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_DEPS, findCycle, layers } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const src = (f) => path.join(process.cwd(), 'src', f);
const ok = (filename, code) => ({ filename: src(filename), code });
const bad = (filename, code) => ({ filename: src(filename), code, errors: [{ messageId: 'bad' }] });

describe('house/layers', () => {
  tester.run('layers', layers, {
    valid: [
      ok('features/watch/x.ts', "import { a } from '../comments/a';"),
      ok('features/watch/x.ts', "import { a } from '../../ui/a'; import b from '../../i18n/b';"),
      ok('app/x.ts', "import { a } from '../features/admin/a';"),
      ok('main.tsx', "import { a } from './app/a'; import('./features/watch/w');"),
      ok('sw.ts', "import { a } from './data/a'; import { b } from './lib/b';"),
      ok('i18n/x.ts', "import { a } from '../data/a';"),
    ],
    invalid: [
      // A feature outside the allow-list, or app/ from below it.
      bad('features/offline/x.ts', "import { w } from '../watch/w';"),
      bad('features/creator/x.ts', "import { a } from '../admin/a';"),
      bad('features/uploads/x.ts', "export { a } from '../video-manager/a';"),
      bad('features/watch/x.ts', "import('../../app/routes');"),
      // The folders that were unchecked: i18n/, sw.ts.
      bad('i18n/x.ts', "import { a } from '../features/catalog/a';"),
      bad('i18n/x.ts', "import { a } from '../app/a';"),
      bad('sw.ts', "import { a } from './ui/a';"),
      bad('sw.ts', "import { a } from './features/offline/a';"),
      bad('data/x.ts', "import { a } from '../main';"),
      // A new top-level folder must be given a layer.
      bad('widgets/x.ts', "export const x = 1;"),
    ],
  });

  it('the allow-list has no cycles', () => {
    expect(findCycle(FEATURE_DEPS)).toBeNull();
  });

  it('finds a cycle, however long', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle({ a: ['b', 'c'], b: ['c'], c: [] })).toBeNull();
  });
});
