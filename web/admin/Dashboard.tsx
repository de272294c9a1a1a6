import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { apiRequest } from '../lib/api.ts';
import { useToast } from '../components/toast.tsx';
import { failureText } from './format.ts';
import { keys, LIVE_REFRESH_MS } from './keys.ts';
import { LOGIN_PATH, readToken, signedOut } from './session.ts';
import type { AdminMe, SubmissionsSummary } from './types.ts';
import { LoadError } from './ui.tsx';
import { ContentTab } from './content/ContentTab.tsx';
import { LeaveGuard } from './content/LeaveGuard.tsx';
import { guarded } from './content/unsaved.ts';
import { SubmissionsTab } from './submissions/SubmissionsTab.tsx';
import { MediaTab } from './media/MediaTab.tsx';
import { SettingsTab } from './settings/SettingsTab.tsx';
import { ActivityTab } from './activity/ActivityTab.tsx';
import { TeamTab } from './team/TeamTab.tsx';
import { FirstPasswordBanner } from './team/FirstPasswordBanner.tsx';
import { SecondFactorSetup } from './team/SecondFactorSetup.tsx';
import { ReauthDialog } from './ReauthDialog.tsx';
import { OverviewTab } from './overview/OverviewTab.tsx';
import { useTabScroller } from './tab-scroller.ts';
import { watchActivity } from './activity.ts';

const TABS = [
  { value: 'overview', label: 'Overview', icon: 'i-lucide-chart-column' },
  { value: 'content', label: 'Pages & Content', icon: 'i-lucide-file-text' },
  { value: 'submissions', label: 'Submissions', icon: 'i-lucide-inbox' },
  { value: 'media', label: 'Media', icon: 'i-lucide-image' },
  { value: 'settings', label: 'Settings', icon: 'i-lucide-settings' },
  { value: 'activity', label: 'Activity', icon: 'i-lucide-history' },
  { value: 'team', label: 'Team & security', icon: 'i-lucide-shield' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

export function Dashboard({ companyName }: { companyName: string }) {
  // docs/product.md § Admin flows: no stored token, no dashboard.
  if (!readToken()) return <Redirect to={LOGIN_PATH} replace />;
  return <SignedInDashboard companyName={companyName} />;
}

function SignedInDashboard({ companyName }: { companyName: string }) {
  const me = useQuery<AdminMe>({ queryKey: keys.me });
  const [params, setParams] = useSearchParams();
  const tab: TabValue = isTab(params.get('tab')) ? (params.get('tab') as TabValue) : 'overview';
  const scroller = useTabScroller<HTMLDivElement>(tab);
  // Clicks and keys tell the server the admin is here, though the panel's polling does not (activity.ts).
  useEffect(() => watchActivity(window, () => readToken() !== null), []);

  // The inbox's counts stay current while the panel is open (docs/product.md § Lead desk), in the tab's title too.
  const settingUp = me.data?.mustSetUpSecondFactor === true;
  // Once shown, the setup stays until the admin moves on: the recovery codes of the factor just set up stay on screen.
  const [setupShown, setSetupShown] = useState(false);
  useEffect(() => {
    if (settingUp) setSetupShown(true);
  }, [settingUp]);
  const summary = useQuery<SubmissionsSummary>({ queryKey: keys.summary, refetchInterval: LIVE_REFRESH_MS, enabled: me.isSuccess && !settingUp });
  const unread = (summary.data?.contact.unread ?? 0) + (summary.data?.quotes.unread ?? 0);
  useEffect(() => {
    const label = TABS.find((t) => t.value === tab)?.label ?? 'Admin';
    document.title = `${unread ? `(${unread}) ` : ''}${label} | Admin | ${companyName}`;
  }, [tab, companyName, unread]);

  return (
    <div className="min-h-screen bg-surface-warm">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <AdminHeader companyName={companyName} username={me.data?.username} />
      <main id="admin-main" className="mx-auto w-full max-w-[1400px] px-3 pb-16 sm:px-6">
        <h1 className="sr-only">Admin panel</h1>
        {me.data?.mustChangePassword ? <FirstPasswordBanner onChoose={() => setParams({ tab: 'settings' }, { replace: true })} /> : null}
        {me.isError && !me.isFetching ? (
          <div className="pt-6">
            <LoadError message={`Could not check your session: ${failureText(me.error, 'the server did not answer')}`} onRetry={() => me.refetch()} />
          </div>
        ) : me.isPending ? (
          <p role="status" className="m-0 py-16 text-center text-ink-muted">
            Checking your session…
          </p>
        ) : settingUp || setupShown ? (
          <SecondFactorSetup done={!settingUp} onContinue={() => setSetupShown(false)} />
        ) : (
          <Tabs.Root
            value={tab}
            // Unsaved changes in an editor are asked about before another tab replaces it.
            onValueChange={(value) => guarded(() => setParams(value === 'overview' ? {} : { tab: value }, { replace: true }))()}
          >
            {/* One row at every width: it scrolls sideways where the tabs do not fit (web/admin/tab-scroller.ts). The
                line under it is an inset shadow, not a border, so the current tab can cover it without overflowing. */}
            <Tabs.List
              ref={scroller.ref}
              style={scroller.style}
              aria-label="Admin sections"
              className="relative flex gap-1 overflow-x-auto pb-2 pt-4 shadow-[inset_0_-1px_0_#e5e2da] [scrollbar-width:none] md:pb-0"
            >
              {TABS.map((t) => (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  className="relative inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-lg border border-transparent bg-transparent px-3 py-2 text-sm font-semibold text-ink-muted hover:text-ink focus-visible:outline-accent-dark focus-visible:[outline-offset:-3px] data-[state=active]:border-surface-line data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm md:rounded-b-none md:px-4 md:data-[state=active]:border-b-white md:data-[state=active]:shadow-none"
                >
                  <span aria-hidden="true" className={`${t.icon} h-4 w-4`} />
                  {t.label}
                  {t.value === 'submissions' ? <UnreadBadge /> : null}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <TabPanel value="overview">
              <OverviewTab />
            </TabPanel>
            <TabPanel value="content">
              <ContentTab />
            </TabPanel>
            <TabPanel value="submissions">
              <SubmissionsTab />
            </TabPanel>
            <TabPanel value="media">
              <MediaTab />
            </TabPanel>
            <TabPanel value="settings">
              <SettingsTab />
            </TabPanel>
            <TabPanel value="activity">
              <ActivityTab />
            </TabPanel>
            <TabPanel value="team">
              <TeamTab />
            </TabPanel>
          </Tabs.Root>
        )}
        <LeaveGuard />
        <ReauthDialog />
      </main>
    </div>
  );
}

/** Radix mounts a panel's content only while its tab is active: each tab loads its data when opened. */
function TabPanel({ value, children }: { value: TabValue; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="pt-5 focus-visible:outline-none">
      {children}
    </Tabs.Content>
  );
}

function UnreadBadge() {
  const summary = useQuery<SubmissionsSummary>({ queryKey: keys.summary, refetchInterval: LIVE_REFRESH_MS });
  const unread = (summary.data?.contact.unread ?? 0) + (summary.data?.quotes.unread ?? 0);
  if (!unread) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold leading-5 text-ink">
      {unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}

function AdminHeader({ companyName, username }: { companyName: string; username?: string }) {
  const { toast } = useToast();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      await apiRequest('POST', '/api/admin/logout');
      toast({ title: 'Signed out', description: 'Your session has ended on the server too.' });
    } catch {
      // Signed out here all the same; the server session ends by itself when the token expires.
      toast({ title: 'Signed out', description: 'You are signed out on this device.' });
    } finally {
      signedOut();
    }
  }

  return (
    <header className="sticky top-0 z-30 bg-ink text-white shadow-md">
      <div className="mx-auto flex w-full max-w-[1400px] items-center gap-x-2 px-3 py-2 sm:gap-x-4 sm:px-6 sm:py-3">
        <p className="m-0 flex min-w-0 items-center gap-2 font-bold">
          <span aria-hidden="true" className="hidden h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent sm:inline-flex">
            <span className="i-lucide-building-2 h-5 w-5" />
          </span>
          <span className="truncate">{companyName}</span>
          <span className="shrink-0 rounded bg-accent px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-ink">Admin</span>
        </p>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {username ? (
            <p className="m-0 hidden items-center gap-1.5 text-sm text-slate-200 sm:flex">
              <span aria-hidden="true" className="i-lucide-circle-user h-4 w-4" />
              <span className="sr-only">Signed in as </span>
              {username}
            </p>
          ) : null}
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-white no-underline hover:bg-white/10 sm:px-3"
          >
            <span aria-hidden="true" className="i-lucide-external-link h-4 w-4" />
            <span className="sr-only sm:not-sr-only">View site</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <button
            type="button"
            onClick={logout}
            disabled={leaving}
            className="inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg border border-white/30 bg-transparent px-3 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60"
          >
            <span aria-hidden="true" className="i-lucide-log-out h-4 w-4" />
            {leaving ? 'Signing out...' : 'Logout'}
          </button>
        </div>
      </div>
    </header>
  );
}
