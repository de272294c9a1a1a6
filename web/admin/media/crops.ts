// The fixed-ratio boxes the public site crops an uploaded picture into; the library previews each of them so the
// admin sees what the focal point keeps in view. (Public pages crop with object-fit: cover and the same
// object-position, see focal.ts.)
export interface Crop {
  key: 'hero' | 'card' | 'gallery';
  label: string;
  /** width / height */
  ratio: number;
  /** the CSS aspect-ratio */
  aspect: string;
}

export const CROPS: readonly Crop[] = [
  { key: 'hero', label: 'Page banner', ratio: 16 / 9, aspect: '16 / 9' },
  { key: 'card', label: 'Card', ratio: 16 / 10, aspect: '16 / 10' },
  { key: 'gallery', label: 'Gallery', ratio: 1, aspect: '1 / 1' },
];
