// Preview: the server renders the real public page with the editor's unsaved changes (POST /api/admin/preview);
// it is shown in a sandboxed frame at phone or desktop width. Nothing is saved; the live site stays as it is.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { apiRequestText } from '../../lib/api.ts';
import { trustedHTML } from '../../shared/trusted-types.ts';
import { failureText } from '../format.ts';
import type { ContentEntity } from '../types.ts';
import { BUTTON, LoadError } from '../ui.tsx';

export interface PreviewChange {
  entity: ContentEntity;
  /** -1 for a block not saved yet. */
  id: number;
  fields: Record<string, unknown>;
}

const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Device = keyof typeof WIDTHS;

export function PreviewButton({ path, changes }: { path: string; changes: () => PreviewChange[] }) {
  const [open, setOpen] = useState(false);
  const [device, setDevice] = useState<Device>('phone');
  const [state, setState] = useState<{ html?: string; error?: string; loading: boolean }>({ loading: false });
  const [request, setRequest] = useState<PreviewChange[]>([]);

  async function load(body: PreviewChange[]) {
    setState({ loading: true });
    try {
      setState({ loading: false, html: await apiRequestText('POST', '/api/admin/preview', { path, changes: body }) });
    } catch (error) {
      setState({ loading: false, error: failureText(error, 'The preview could not be made.') });
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          const body = changes();
          setRequest(body);
          void load(body);
        }
      }}
    >
      <Dialog.Trigger className={BUTTON.secondary}>
        <span aria-hidden="true" className="i-lucide-eye h-4 w-4" />
        Preview
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content className="card fixed inset-2 z-50 flex flex-col overflow-hidden sm:inset-6">
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 border-b border-surface-line p-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:p-4">
            <div className="min-w-0">
              <Dialog.Title className="m-0 text-lg font-bold text-ink">Preview of {path}</Dialog.Title>
              <Dialog.Description className="m-0 mt-0.5 text-sm text-ink-muted">
                Your unsaved changes, as visitors would see them. Nothing is saved; the website still shows the saved version.
              </Dialog.Description>
            </div>
            <div role="group" aria-label="Screen width" className="col-span-2 row-start-2 flex w-fit rounded-lg border border-slate-300 bg-surface-warm p-0.5 sm:col-span-1 sm:col-start-2 sm:row-start-1">
              {(Object.keys(WIDTHS) as Device[]).map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={device === d}
                  onClick={() => setDevice(d)}
                  className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-md border-0 bg-transparent px-3 text-sm font-semibold text-ink-soft focus-visible:outline-accent-dark aria-[pressed=true]:bg-white aria-[pressed=true]:text-ink aria-[pressed=true]:shadow-sm"
                >
                  <span aria-hidden="true" className={`${d === 'phone' ? 'i-lucide-smartphone' : 'i-lucide-monitor'} h-4 w-4`} />
                  {d === 'phone' ? 'Phone' : 'Desktop'}
                  <span className="sr-only">({WIDTHS[d]} pixels wide)</span>
                </button>
              ))}
            </div>
            <Dialog.Close className={`${BUTTON.icon} col-start-2 row-start-1 sm:col-start-3`} aria-label="Close the preview">
              <span aria-hidden="true" className="i-lucide-x h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="relative min-h-0 flex-1 bg-slate-200">
            {state.loading ? (
              <p role="status" className="m-0 p-6 text-center text-sm text-ink-muted">
                Rendering the page with your changes…
              </p>
            ) : state.error ? (
              <div className="p-4">
                <LoadError message={state.error} onRetry={() => void load(request)} />
              </div>
            ) : state.html ? (
              <ScaledFrame html={state.html} width={WIDTHS[device]} title={`Preview of ${path} at ${WIDTHS[device]} pixels wide`} />
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The page at its true width, scaled down to fit when the dialog is narrower (a desktop page on a laptop). */
function ScaledFrame({ html, width, title }: { html: string; width: number; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const room = Math.max(size.width - 16, 0);
  const scale = room && room < width ? room / width : 1;
  return (
    <div ref={box} className="absolute inset-0 overflow-hidden">
      {size.width ? (
        <div
          className="mt-2 overflow-hidden bg-white shadow-md"
          style={{ width, height: (size.height - 16) / scale, transform: `scale(${scale})`, transformOrigin: 'top left', marginLeft: (size.width - width * scale) / 2 }}
        >
          {/* Same origin only so the site's stylesheet and pictures load (they are served same-origin only); no
              scripts, forms or navigation of the panel: the preview shows the page and cannot act as the admin. */}
          <iframe title={title} sandbox="allow-same-origin" srcDoc={trustedHTML(html)} className="block h-full w-full border-0" />
        </div>
      ) : null}
    </div>
  );
}
