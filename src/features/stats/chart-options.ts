// The Monthly Views chart's look (management spec §9): orange bars with radius 6, no
// legend or title, y axis from zero with locale-separated ticks, series "Total Views".
import type { ApexOptions } from 'apexcharts';
import type { MonthViews } from './api';

export const BAR_COLOR = '#f97316';

export function chartSeries(rows: readonly MonthViews[]) {
  return [{ name: 'Total Views', data: rows.map((r) => r.views) }];
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
    xaxis: { categories: rows.map((r) => r.label) },
    yaxis: { min: 0, forceNiceScale: true, labels: { formatter: fmt } },
    tooltip: { theme: 'dark', y: { formatter: fmt } },
    grid: { borderColor: '#27272a' },
    theme: { mode: 'dark' },
  };
}
