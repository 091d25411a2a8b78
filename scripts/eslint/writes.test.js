// house/writes-in-mutations on component files placed where the app's files are.
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { WRITE, writesInMutations } from './writes.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });
const file = (f) => path.join(process.cwd(), 'src', 'features', f);
const ok = (code, f = 'admin/x/x-tab.tsx') => ({ filename: file(f), code });
const bad = (code, f = 'admin/x/x-tab.tsx') => ({ filename: file(f), code, errors: [{ messageId: 'write' }] });

describe('house/writes-in-mutations', () => {
  tester.run('writes-in-mutations', writesInMutations, {
    valid: [
      ok("import { deleteThing } from './api'; const m = useMutation({ mutationFn: (id) => deleteThing(id) });"),
      ok("import { deleteThing } from './api'; const m = useMutation({ mutationFn: deleteThing });"),
      ok("import { startExport } from '../../data/exports'; m.mutate(startExport);"),
      ok("import { listThings } from './api'; async function f() { await listThings(); }"),
      // Local setters and the outbox's own mutation runners are not this rule's writes.
      ok("const [x, setX] = useState(0); setX(1);"),
      ok("import { rateVideo } from '../../data/engagement'; const f = () => rateVideo(v, u, 'like');"),
      // Not a component file, or a device-only store.
      ok("import { deleteThing } from './api'; deleteThing(1);", 'admin/x/api.ts'),
      ok("import { deleteDownload } from './downloads'; deleteDownload(1);"),
      ok("const seen = new Map(); seen.delete(1);"),
    ],
    invalid: [
      bad("import { deleteThing } from './api'; async function f() { try { await deleteThing(1); } catch {} }"),
      bad("import { confirmPay, rejectPay } from '../../../data/payments'; const f = (k) => (k ? confirmPay : rejectPay)(1);", 'payments/admin/list.tsx'),
      bad("import { pb } from '../../data/pb'; const f = () => pb.collection('captions').create({});"),
      bad("import { removeThing } from './things-api'; const b = <button onClick={removeThing} />;"),
    ].map((c, i) => (i === 1 ? { ...c, errors: [{ messageId: 'write' }, { messageId: 'write' }] } : c)),
  });

  it('reads write verbs only as a name prefix', () => {
    expect(WRITE.test('saveBlog')).toBe(true);
    expect(WRITE.test('unblock')).toBe(true);
    expect(WRITE.test('saved')).toBe(false);
    expect(WRITE.test('settingsOf')).toBe(false);
    expect(WRITE.test('useSaveThing')).toBe(false);
  });
});
