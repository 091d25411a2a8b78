import { describe, expect, it } from 'vitest';
import { BAR_COLOR, chartOptions, chartSeries } from './chart-options';

const rows = [
  { month: '2026-06', label: 'Jun 2026', views: 0 },
  { month: '2026-07', label: 'Jul 2026', views: 1234567 },
];

describe('monthly views chart', () => {
  it('follows the spec: orange bars, radius 6, no legend or title, y from zero, Total Views', () => {
    const o = chartOptions(rows, 'en-US');
    expect(o.colors).toEqual([BAR_COLOR]);
    expect(o.plotOptions?.bar?.borderRadius).toBe(6);
    expect(o.legend?.show).toBe(false);
    expect(o.title?.text).toBeUndefined();
    expect((o.yaxis as { min: number }).min).toBe(0);
    expect(o.xaxis?.categories).toEqual(['Jun 2026', 'Jul 2026']);
    expect(chartSeries(rows)).toEqual([{ name: 'Total Views', data: [0, 1234567] }]);
  });

  it('separates ticks by locale', () => {
    const fmt = (chartOptions(rows, 'en-US').yaxis as { labels: { formatter: (v: number) => string } }).labels.formatter;
    expect(fmt(1234567)).toBe('1,234,567');
    const de = (chartOptions(rows, 'de-DE').yaxis as { labels: { formatter: (v: number) => string } }).labels.formatter;
    expect(de(1234567)).toBe('1.234.567');
  });
});
