// The fixed-ratio boxes the public site crops an uploaded picture into (object-fit: cover around the focal point,
// web/components/ContentImage.tsx): the hero (PageHero), the cards (ProjectCard, FeatureCard, …) and the
// equipment gallery all draw 16:10 today (`aspect-[16/10]`). The library previews one crop per distinct ratio,
// so a slot given its own ratio later gets its own preview by changing this list only.
export interface Slot {
  label: string;
  /** width / height */
  ratio: number;
}

const SLOTS: readonly Slot[] = [
  { label: 'Hero', ratio: 16 / 10 },
  { label: 'Cards', ratio: 16 / 10 },
  { label: 'Gallery', ratio: 16 / 10 },
];

export interface Crop {
  ratio: number;
  /** "Hero, cards and gallery (16:10)" */
  label: string;
}

const RATIO_NAMES: [number, string][] = [
  [16 / 10, '16:10'],
  [16 / 9, '16:9'],
  [4 / 3, '4:3'],
  [3 / 2, '3:2'],
  [1, '1:1'],
];
const ratioName = (r: number) => RATIO_NAMES.find(([v]) => Math.abs(v - r) < 0.005)?.[1] ?? r.toFixed(2);

function joinNames(names: string[]): string {
  const lower = names.map((n, i) => (i === 0 ? n : n.toLowerCase()));
  return lower.length > 1 ? `${lower.slice(0, -1).join(', ')} and ${lower.at(-1)}` : (lower[0] ?? '');
}

/** One crop per distinct ratio, named after the slots that use it. */
export function cropsOf(slots: readonly Slot[]): Crop[] {
  const byRatio = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = slot.ratio.toFixed(3);
    byRatio.set(key, [...(byRatio.get(key) ?? []), slot]);
  }
  return [...byRatio.values()].map((group) => ({ ratio: group[0].ratio, label: `${joinNames(group.map((s) => s.label))} (${ratioName(group[0].ratio)})` }));
}

export const CROPS = cropsOf(SLOTS);
