// Every artwork file: where it goes (under web/static), its accessible title and its drawing. The
// scenes live by section (home and services, projects, real estate and paints, equipment); each
// picks its own time of day, ground and viewpoint so the set reads as a series, not one scene.
import { markBody } from './mark.ts';
import { equipmentArtworks } from './scenes-equipment.ts';
import { homeArtworks } from './scenes-home.ts';
import { projectArtworks } from './scenes-projects.ts';
import { propertyArtworks } from './scenes-property.ts';
import { Art } from './svg.ts';

export interface Artwork {
  /** path under web/static */
  file: string;
  build: () => Art;
}

function squareMark(size: number, title: string): Art {
  const a = new Art(size, size, title);
  return a.add(`<g transform="scale(${size / 100})">${markBody()}</g>`);
}

export const artworks: Artwork[] = [
  { file: 'art/logo.svg', build: () => squareMark(400, 'Metrik Group') },
  { file: 'favicon.svg', build: () => squareMark(32, 'Metrik Group') },
  ...homeArtworks,
  ...projectArtworks,
  ...propertyArtworks,
  ...equipmentArtworks,
];
