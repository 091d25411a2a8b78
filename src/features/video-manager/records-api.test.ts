import { describe, expect, it } from 'vitest';
import { missingLines, recordsHeadline, type VideoRecords } from './records-api';

const base: VideoRecords = {
  video: 'v1',
  creator: 'c1',
  production_date: '2024-06-01',
  exempt: false,
  moderation: 'performers',
  hidden: true,
  problems: [],
  performers: [],
  publishable: false,
};

describe('the records state in words', () => {
  it('names what is missing in the order a creator fixes it, each performer by stage name', () => {
    const r: VideoRecords = {
      ...base,
      problems: ['production_date_missing'],
      performers: [
        { link: 'l1', id: 'p1', stage_name: 'Jay', owned: true, verified: false, problems: ['incomplete', 'unverified'] },
        { link: 'l2', id: 'p2', stage_name: 'Kim', owned: false, verified: true, problems: ['under_18'] },
        { link: 'l3', id: 'p3', stage_name: 'Lu', owned: true, verified: true, problems: [] },
      ],
    };
    expect(missingLines(r)).toEqual([
      { key: 'records.missing_date' },
      { key: 'records.missing_complete', values: { name: 'Jay' } },
      { key: 'records.missing_verified', values: { name: 'Jay' } },
      { key: 'records.missing_adult', values: { name: 'Kim' } },
    ]);
    expect(missingLines({ ...base, problems: ['no_performers'] })).toEqual([{ key: 'records.missing_performer' }]);
  });

  it('an exempt video lacks nothing; the headline tells waiting, complete and public-with-gaps apart', () => {
    expect(missingLines({ ...base, exempt: true, problems: ['no_performers'] })).toEqual([]);
    expect(recordsHeadline({ ...base, exempt: true })).toBe('records.state_exempt');
    expect(recordsHeadline({ ...base, publishable: true, moderation: '', hidden: false })).toBe('records.state_complete');
    expect(recordsHeadline(base)).toBe('records.state_waiting');
    expect(recordsHeadline({ ...base, moderation: '', hidden: false })).toBe('records.state_gaps');
    expect(recordsHeadline({ ...base, moderation: 'review' })).toBe('records.state_other');
  });
});
