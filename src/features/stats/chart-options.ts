// The Monthly Views chart's look (management spec §9): orange bars with radius 6, no
// legend or title, y axis from zero with locale-separated ticks, series "Total Views".
import type { ApexOptions } from 'apexcharts';
import type { MonthViews } from './api';

export const BAR_COLOR = '#f97316';

/** The series, named in the viewer's language by the caller (the spec's "Total Views" in English). */
export function chartSeries(rows: readonly MonthViews[], name = 'Total Views') {
  return [{ name, data: rows.map((r) => r.views) }];
}

/** The server labels months in English ("Jun 2026"); other languages get Intl's month name. */
export function monthLabel(row: MonthViews, locale?: string): string {
  if (!locale || locale.startsWith('en') || !/^\d{4}-\d{2}$/.test(row.month)) return row.label;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${row.month}-01T00:00:00Z`));
}

export function chartOptions(rows: readonly MonthViews[], locale?: string): ApexOptions {
  const fmt = (v: number) => Math.round(v).toLocaleString(locale);
  return {
    chart: { type: 'bar', toolbar: { show: false }, zoom: { enabled: false }, background: 'transparent', foreColor: '#a1a1aa' },
    colors: [BAR_COLOR],
    plotOptions: { bar: { borderRadius: 6, columnWidth: '55%' } },
    dataLabels: { enabled: false },
    legend: { show: false },
    title: { text: undefined },
    xaxis: { categories: rows.map((r) => monthLabel(r, locale)) },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: fmt } },
    tooltip: { theme: 'dark', y: { formatter: fmt } },
    grid: { borderColor: '#27272a' },
    theme: { mode: 'dark' },
  };
}
