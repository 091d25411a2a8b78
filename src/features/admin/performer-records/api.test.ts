import { describe, expect, it } from 'vitest';
import { ageOn, attachmentName, scopeProblem } from './api';

describe('performer records (admin)', () => {
  it('counts age in whole years on UTC calendar days, as the server does', () => {
    const on = new Date('2026-04-04T00:30:00Z');
    expect(ageOn('2008-04-04 00:00:00.000Z', on)).toBe(18);
    expect(ageOn('2008-04-05 00:00:00.000Z', on)).toBe(17);
    expect(ageOn('1990-12-31', on)).toBe(35);
    expect(ageOn('', on)).toBeNull();
  });
  it('asks for a video or a well-formed period before calling the server', () => {
    expect(scopeProblem({ video: '  ' })).toBe('records.export.need_video');
    expect(scopeProblem({ video: 'my-slug' })).toBeNull();
    expect(scopeProblem({ from: '2026-01-01', to: '' })).toBe('records.export.need_period');
    expect(scopeProblem({ from: '2026-02-01', to: '2026-01-31' })).toBe('records.export.period_order');
    expect(scopeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
  });
  it("keeps the server's zip name, and only a plain file name", () => {
    expect(attachmentName('attachment; filename="records-20261129-050000.zip"', 'x.zip')).toBe('records-20261129-050000.zip');
    expect(attachmentName('attachment; filename="../../evil"', 'x.zip')).toBe('x.zip');
    expect(attachmentName(null, 'x.zip')).toBe('x.zip');
  });
});
