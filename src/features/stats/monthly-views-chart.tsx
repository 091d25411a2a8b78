// The ApexCharts bar chart, in its own lazy chunk (vite.config.ts puts ApexCharts under
// assets/manage/, outside the public bundle and the service worker's precache).
import Chart from 'react-apexcharts';
import type { MonthViews } from './api';
import { chartOptions, chartSeries } from './chart-options';

export default function MonthlyViewsChart({ rows }: { rows: MonthViews[] }) {
  return <Chart type="bar" height={400} options={chartOptions(rows)} series={chartSeries(rows)} />;
}
