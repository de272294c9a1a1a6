import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Toaster } from '../components/toast.tsx';
import { createAdminQueryClient } from './query.ts';
import { DASHBOARD_PATH, LOGIN_PATH, RESET_PATH } from './session.ts';
import { LoginPage } from './LoginPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { Dashboard } from './Dashboard.tsx';

/** The admin panel: sign-in and the dashboard; any other /admin address goes to the dashboard. */
export function AdminApp({ companyName, resetByMail = false }: { companyName: string; resetByMail?: boolean }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path={LOGIN_PATH}>
          <LoginPage companyName={companyName} resetByMail={resetByMail} />
        </Route>
        <Route path={RESET_PATH}>
          <ResetPasswordPage companyName={companyName} />
        </Route>
        <Route path={DASHBOARD_PATH}>
          <Dashboard companyName={companyName} />
        </Route>
        <Route>
          <Redirect to={DASHBOARD_PATH} replace />
        </Route>
      </Switch>
      <Toaster />
    </QueryClientProvider>
  );
}
