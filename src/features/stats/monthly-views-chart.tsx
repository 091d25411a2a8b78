// The ApexCharts bar chart, in its own lazy chunk (vite.config.ts puts ApexCharts under
// assets/manage/, outside the public bundle and the service worker's precache).
import Chart from 'react-apexcharts';
import type { MonthViews } from './api';
import { chartOptions, chartSeries } from './chart-options';
import { useLocale, useT } from '../../i18n';

export default function MonthlyViewsChart({ rows }: { rows: MonthViews[] }) {
  const t = useT('creator');
  const locale = useLocale();
  return <Chart type="bar" height={400} options={chartOptions(rows, locale)} series={chartSeries(rows, t('stats.total_views'))} />;
}
