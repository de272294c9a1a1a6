// POST /api/admin/preview: a public page rendered by the server as it would look with the admin's unsaved
// changes (docs/product.md § Preview). Nothing is written and nothing is cached; the answer is `noindex` and static.
import type { Context } from 'hono';
import * as v from 'valibot';
import { blockTypeSpec } from '../../web/shared/block-types.ts';
import { PUBLIC_ROUTES } from '../../web/shared/content.ts';
import { ImageUrlSchema, issuesOf, type FieldIssue } from '../../web/shared/schemas.ts';
import type { ContentChange } from '../content/pages.ts';
import { currentState, type BlockState } from '../content/revisions.ts';
import { apiError } from '../http/errors.ts';
import type { Input, RouteEnv } from '../http/route.ts';
import { renderPublicPage } from '../render/public-pages.tsx';
import { PREVIEW_PATH } from '../security/headers.ts';
import type { Services } from '../services.ts';

export { PREVIEW_PATH };

const MAX_CHANGES = 500;

const text = (label: string, max: number) => v.pipe(v.string(`${label} must be text`), v.maxLength(max, `${label} must be at most ${max} characters`));
const optionalText = (label: string, max: number) => v.optional(v.nullable(text(label, max)));
const isActive = v.optional(v.boolean('isActive must be true or false'));
const sortOrder = v.optional(v.pipe(v.number('sortOrder must be a number'), v.integer('sortOrder must be a whole number')));
const anyId = v.pipe(v.number('id must be a number'), v.integer('id must be a whole number'));

const Change = v.variant(
  'entity',
  [
    v.object({ entity: v.literal('page'), id: anyId, fields: v.object({ title: v.optional(text('Title', 200)), description: optionalText('Description', 20000), isActive }) }),
    v.object({
      entity: v.literal('section'),
      id: anyId,
      fields: v.object({ title: v.optional(text('Title', 200)), subtitle: optionalText('Subtitle', 20000), description: optionalText('Description', 20000), isActive, sortOrder }),
    }),
    v.object({
      entity: v.literal('block'),
      // A block not saved yet has no id: any number that is not a stored block's (e.g. -1) stands for it.
      id: anyId,
      fields: v.looseObject({ sectionId: v.optional(anyId), blockType: v.optional(text('blockType', 50)), isActive, sortOrder, imageUrl: v.optional(v.nullable(ImageUrlSchema)) }),
    }),
  ],
  'entity must be page, section or block',
);

export const PreviewBody = v.object({
  path: v.picklist(
    PUBLIC_ROUTES.map((r) => r.path),
    `path must be one of the public pages: ${PUBLIC_ROUTES.map((r) => r.path).join(', ')}`,
  ),
  changes: v.optional(v.pipe(v.array(Change, 'changes must be a list'), v.maxLength(MAX_CHANGES, `changes may hold at most ${MAX_CHANGES} items`)), []),
});

/**
 * A block's new words and details are checked against its type, as a save would check them, so a preview never
 * shows what could not be saved (a javascript: link included).
 */
function checkBlock(s: Services, change: ContentChange, index: number): { fields: Record<string, unknown> } | { issues: FieldIssue[] } {
  const stored = currentState(s.db, 'block', change.id) as BlockState | undefined;
  const type = stored?.blockType ?? change.fields.blockType;
  const spec = typeof type === 'string' ? blockTypeSpec(type) : undefined;
  if (!stored && typeof change.fields.sectionId !== 'number') {
    return { issues: [{ path: `changes.${index}.fields.sectionId`, message: 'A new block needs the sectionId it goes in' }] };
  }
  if (!spec) return { fields: change.fields };
  const merged = { title: stored?.title ?? '', content: stored?.content ?? '', imageUrl: stored?.imageUrl ?? null, metadata: stored?.metadata ?? {}, ...change.fields };
  const result = v.safeParse(spec.schema, merged);
  if (!result.success) return { issues: issuesOf(result.issues).map((i) => ({ ...i, path: `changes.${index}.fields.${i.path}` })) };
  const typed = result.output as Record<string, unknown>;
  return { fields: { ...change.fields, title: typed.title, content: typed.content, imageUrl: typed.imageUrl, metadata: typed.metadata } };
}

export function previewPage(s: Services) {
  return (c: Context<RouteEnv>, { body }: Input<typeof PreviewBody>) => {
    const changes: ContentChange[] = [];
    for (const [index, change] of body.changes.entries()) {
      if (change.entity !== 'block') {
        changes.push(change);
        continue;
      }
      const checked = checkBlock(s, change, index);
      if ('issues' in checked) return apiError(c, 400, checked.issues[0]?.message ?? 'A change is not valid.', checked.issues);
      changes.push({ ...change, fields: checked.fields });
    }
    const { html } = renderPublicPage(s, body.path, new URL(c.req.url).origin, { preview: { changes } });
    return c.body(html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  };
}
