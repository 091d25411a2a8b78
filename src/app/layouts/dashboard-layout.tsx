// Admin and creator dashboards bring their own chrome (sidebar of tabs, Back to Home):
// this layout only scrolls to top and suspends while their code loads.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardOffline } from '../../features/offline/dashboard-offline';
import { Spinner } from '../../ui/status-panel';
import { ScrollToTop } from '../scroll-to-top';

export function DashboardLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <main id="main" className="flex flex-1 flex-col">
        <DashboardOffline />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
