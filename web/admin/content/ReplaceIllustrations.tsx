// On a section whose blocks still show the site's seeded illustrations: replace them all with the owner's photos in
// one go (docs/product.md § Pages & Content tab). The photos are picked at once, described, uploaded in the order
// of the blocks listed, and each block takes its photo and the photo's description.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { isSeedArtwork } from '../../shared/media.ts';
import { failureText } from '../format.ts';
import { PhotoBatch } from '../media/PhotoBatch.tsx';
import { isUnauthorized } from '../session.ts';
import type { AdminBlock, MediaFile } from '../types.ts';
import { BUTTON } from '../ui.tsx';
import { refreshContent } from './actions.ts';
import { blockForm, withPhoto } from './block-form.ts';
import { galleryCoverId } from './block-groups.ts';
import { blockName } from './names.ts';

/** The blocks whose picture on the site is still a seeded illustration (an item with a gallery shows its cover). */
const illustrated = (blocks: AdminBlock[]) => blocks.filter((b) => isSeedArtwork(b.imageUrl) && galleryCoverId(b) === undefined);

export function ReplaceIllustrations({ blocks }: { blocks: AdminBlock[] }) {
  const client = useQueryClient();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const targets = illustrated(blocks);
  if (targets.length === 0) return null;
  const n = targets.length;

  const place = async (photos: MediaFile[]) => {
    const done: string[] = [];
    try {
      for (const [i, photo] of photos.entries()) {
        const block = targets[i];
        const stored = { title: block.title, content: block.content, imageUrl: block.imageUrl, metadata: block.metadata ?? {} };
        await apiRequest('PUT', `/api/admin/content-blocks/${block.id}`, withPhoto(blockForm(block.blockType, stored), stored, { url: photo.url, altText: photo.altText }));
        done.push(blockName(block));
      }
      toast({ title: done.length === 1 ? 'Picture replaced' : `${done.length} pictures replaced`, description: `${done.join(', ')} now show your photos on the website.` });
      if (done.length === n) setOpen(false);
    } catch (error) {
      if (!isUnauthorized(error)) {
        toast({ title: 'Not every picture was replaced', description: `${done.length} of ${photos.length} done. ${failureText(error, 'Please try again.')} The photos are in the media library.`, variant: 'destructive' });
      }
    } finally {
      await refreshContent(client);
    }
  };

  return (
    <div className="mb-3 grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
      <div className="flex flex-wrap items-center gap-3">
        <span aria-hidden="true" className="i-lucide-image-up h-5 w-5 shrink-0 text-accent-deep" />
        <p className="m-0 min-w-0 flex-1">
          {n === 1 ? 'One picture here is' : `${n} pictures here are`} still the site's illustrations. Your own photos make the page yours, and a section
          reads best with photos only.
        </p>
        <button type="button" className={BUTTON.secondary} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Not now' : `Replace ${n === 1 ? 'it' : `all ${n}`} with photos`}
        </button>
      </div>
      {open ? (
        <PhotoBatch
          max={n}
          label={n === 1 ? 'Photo' : 'Photos, in this order'}
          hint={`${targets.map((b, i) => `${i + 1}. ${blockName(b)}`).join('; ')}.`}
          onUploaded={place}
        />
      ) : null}
    </div>
  );
}
