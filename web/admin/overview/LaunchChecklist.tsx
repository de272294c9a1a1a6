// "Make it yours" (docs/product.md § Launch checklist): at the top of the Overview, every placeholder the public site
// still shows, by step, each linked to the field that replaces it. Read again each time the Overview opens, so it
// follows the owner's work; put away, it leaves one line at the end of the Overview to bring it back.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { CHECKLIST_STEPS, type ChecklistStep, type LaunchChecklist as Checklist, remainingIn } from '../../shared/launch-checklist.ts';
import { panelHref } from '../content/selection.ts';
import { PanelAnchor } from '../PanelAnchor.tsx';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import { BUTTON, Panel } from '../ui.tsx';

const placeholders = (n: number) => `${n} placeholder${n === 1 ? '' : 's'}`;

function useChecklist() {
  return useQuery<Checklist>({ queryKey: keys.launchChecklist, refetchOnMount: 'always' });
}

function useDismiss() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (dismissed: boolean) => apiRequest<Checklist>('PUT', '/api/admin/launch-checklist', { dismissed }),
    onSuccess: (list) => {
      queryClient.setQueryData(keys.launchChecklist, list);
      toast(
        list.dismissed
          ? { title: 'Checklist put away', description: 'Bring it back from "Show the launch checklist" at the end of the Overview.' }
          : { title: 'Checklist shown', description: `${placeholders(list.remaining)} left to replace.` },
      );
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Could not change the checklist', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
}

/** The checklist at the top of the Overview, unless it was put away. */
export function LaunchChecklist() {
  const list = useChecklist();
  const dismiss = useDismiss();
  if (!list.data || list.data.dismissed) return null;
  const { steps, remaining } = list.data;
  const done = steps.filter((s) => remainingIn(s) === 0).length;
  const firstOpen = steps.find((s) => remainingIn(s) > 0)?.key;
  return (
    <Panel
      id="launch-checklist"
      title="Make it yours"
      className="lg:col-span-2"
      actions={
        <button type="button" className={BUTTON.ghost} disabled={dismiss.isPending} onClick={() => dismiss.mutate(true)}>
          Put away
        </button>
      }
    >
      <div className="grid gap-3">
        {remaining === 0 ? (
          <p className="m-0 flex items-center gap-2 font-semibold text-status-done" role="status">
            <span aria-hidden="true" className="i-lucide-circle-check h-5 w-5" />
            Ready: everything on the site is your own. New placeholders would show here again.
          </p>
        ) : (
          <p className="m-0 text-sm text-ink-soft">
            <strong className="text-ink">{placeholders(remaining)}</strong> of the template still on your site; {done} of {steps.length} steps done. Each link opens the
            field that replaces it.
          </p>
        )}
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-warm">
          <div className="h-full bg-status-done" style={{ width: `${Math.round((done / steps.length) * 100)}%` }} />
        </div>
        <ol className="m-0 grid list-none gap-2 p-0">
          {steps.map((step) => (
            <Step key={step.key} step={step} open={step.key === firstOpen} />
          ))}
        </ol>
      </div>
    </Panel>
  );
}

function Step({ step, open }: { step: ChecklistStep; open: boolean }) {
  const left = remainingIn(step);
  const words = CHECKLIST_STEPS[step.key];
  if (left === 0) {
    return (
      <li className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink-soft">
        <span aria-hidden="true" className="i-lucide-circle-check h-5 w-5 shrink-0 text-status-done" />
        <span>
          {words.title} <span className="sr-only">: done</span>
        </span>
      </li>
    );
  }
  return (
    <li className="rounded-lg border border-surface-line">
      <details open={open} className="group">
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-ink">
          <span aria-hidden="true" className="i-lucide-circle h-5 w-5 shrink-0 text-ink-muted" />
          <span>{words.title}</span>
          <span className="ml-auto rounded-full bg-accent/15 px-2 py-0.5 text-xs font-bold tabular-nums text-accent-deep">{left} left</span>
        </summary>
        <div className="border-t border-surface-line px-3 py-2">
          <p className="m-0 mb-2 text-sm text-ink-muted">{words.why}</p>
          <ul className="m-0 grid list-none gap-1 p-0 sm:grid-cols-2">
            {step.entries.map((entry) => (
              <li key={`${entry.label}-${panelHref(entry.link)}`}>
                <PanelAnchor link={entry.link} className="text-sm">
                  {entry.label}
                </PanelAnchor>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}

/** The one line left when the checklist is put away, at the end of the Overview. */
export function ShowLaunchChecklist() {
  const list = useChecklist();
  const dismiss = useDismiss();
  if (!list.data?.dismissed) return null;
  return (
    <p className="m-0 text-sm text-ink-muted lg:col-span-2">
      <button type="button" className={BUTTON.ghost} disabled={dismiss.isPending} onClick={() => dismiss.mutate(false)}>
        Show the launch checklist ({list.data.remaining === 0 ? 'ready' : `${placeholders(list.data.remaining)} left`})
      </button>
    </p>
  );
}
