// Media library: upload (alt text asked for first), then per image its focal point, weight on a phone, versions,
// where it is used, alt text, Replace and Delete. Images and their versions live inside the site's database file.
import { useQuery } from '@tanstack/react-query';
import { keys } from '../keys.ts';
import type { MediaFile } from '../types.ts';
import { EmptyText, Panel, QueryView } from '../ui.tsx';
import { MediaCard } from './MediaCard.tsx';
import { UploadForm } from './UploadForm.tsx';

export function MediaTab() {
  const media = useQuery<MediaFile[]>({ queryKey: keys.media });
  return (
    <div className="grid gap-4">
      <Panel id="upload" title="Upload an image">
        <UploadForm />
        <p className="m-0 mt-2 text-xs text-ink-muted">
          Each photo is resized for phones and computers (AVIF, WebP and JPEG) and stored inside the site's database with its versions, so a backup
          of that one file keeps them too. To put one on a page, edit a content block and use “Choose from library”.
        </p>
      </Panel>
      <Panel id="library" title="Media library" count={media.data?.length}>
        <QueryView query={media} loading="Loading the media library…" failure="Could not load the media library." empty={<EmptyText>No images uploaded yet.</EmptyText>}>
          {(data) => (
          <ul className="m-0 grid list-none gap-3 p-0 xl:grid-cols-2">
            {data.map((file) => (
              <li key={file.id}>
                <MediaCard file={file} />
              </li>
            ))}
          </ul>
          )}
        </QueryView>
      </Panel>
    </div>
  );
}
