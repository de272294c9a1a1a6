// The eight showcase projects (docs/product.md § Projects), one export each. projects.ts lists them all on the
// Projects page; the three marked `featured` are Home's Featured Projects (Home reads them from the Projects page;
// its fallback imports them). Home's fallback is in the browser bundle, and since
// only plain data lives here, the bundle keeps just the three projects Home imports.
// The metadata of a `project` block is documented in projects.ts.
import { slugify } from '../item-slugs.ts';
import type { Testimonial } from '../content.ts';
import type { SeedBlock } from './types.ts';

export interface ProjectSeed {
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  category: 'Commercial' | 'Residential' | 'Industrial';
  location: string;
  area: string;
  duration: string;
  year: string;
  status: 'Completed' | 'Ongoing' | 'Design Phase';
  /** Who it was built for, when they may be named, and when they took the keys. */
  client?: string;
  handedOver?: string;
  tags: string[];
  caseStudy: string;
  /** Shown in Home's Featured Projects. */
  featured?: boolean;
  /** The client's words: on the project's page and in Home's band of clients' words. */
  testimonial?: Testimonial;
}

export function projectBlock(p: ProjectSeed): SeedBlock {
  return {
    blockType: 'project',
    title: p.title,
    content: p.description,
    imageUrl: p.image,
    metadata: {
      slug: slugify(p.title, 'project'),
      category: p.category,
      location: p.location,
      area: p.area,
      duration: p.duration,
      year: p.year,
      status: p.status,
      ...(p.client ? { client: p.client } : {}),
      ...(p.handedOver ? { handedOver: p.handedOver } : {}),
      tags: p.tags,
      caseStudy: p.caseStudy,
      imageAlt: p.imageAlt,
      featured: p.featured ?? false,
      ...(p.testimonial ? { testimonial: p.testimonial } : {}),
    },
  };
}

export const transAmadiTower: ProjectSeed = {
  title: 'Trans-Amadi Corporate Tower',
  description:
    'A twelve-storey office tower with a glazed curtain-wall facade and two basement levels of parking, built as a regional headquarters for energy-sector tenants.',
  image: '/art/project-office-tower.svg',
  imageAlt: 'Illustration of a twelve-storey glass office tower',
  category: 'Commercial',
  location: 'Trans-Amadi, Port Harcourt',
  area: '18,500 sq m',
  duration: '22 months',
  year: '2024',
  status: 'Completed',
  client: 'Trans-Amadi Towers Ltd',
  handedOver: 'March 2024',
  tags: ['Curtain-Wall Facade', 'Basement Parking', 'Standby Power Plant', 'Fire Suppression'],
  caseStudy:
    'The site sits on soft, waterlogged ground, so we designed a bored-pile foundation and dewatered the basement excavation through the rainy season without losing a working week. The reinforced concrete frame went up at one floor every twelve days, and the facade was installed from the top down while fit-out followed below. The tower was handed over two weeks ahead of programme and is fully let.',
  featured: true,
  testimonial: {
    quote:
      'They dewatered a basement through the wettest months of the year and still handed the tower over two weeks early. Every system was tested and documented before our first tenant moved in.',
    name: 'Engr. Tamunotonye Briggs',
    role: "Facilities Director, Trans-Amadi Towers Ltd",
  },
};

export const wojiGardens: ProjectSeed = {
  title: 'Woji Gardens Estate',
  description:
    'Sixty-four detached and semi-detached family homes with paved roads, storm drainage, a central water treatment plant and a secure gated perimeter.',
  image: '/art/project-residential-estate.svg',
  imageAlt: 'Illustration of family houses along a paved estate road',
  category: 'Residential',
  location: 'Woji, Port Harcourt',
  area: '12 hectares',
  duration: '30 months',
  year: '2024',
  status: 'Ongoing',
  tags: ['Gated Community', 'Water Treatment Plant', 'Paved Roads', 'Storm Drainage'],
  caseStudy:
    'We are developing the estate in three phases so that families can move into completed streets while building continues behind a separate site access. Phase one, with twenty-two homes, the roads and the drainage network, is complete and occupied; phase two is at roof level. Every home is finished with paints from our own factory.',
  featured: true,
};

export const rumuolaMall: ProjectSeed = {
  title: 'Rumuola Shopping Centre',
  description:
    'A two-level retail centre anchored by a supermarket, with ninety shop units, a food court and parking for six hundred cars.',
  image: '/art/project-shopping-mall.svg',
  imageAlt: 'Illustration of a two-level shopping centre with a car park',
  category: 'Commercial',
  location: 'Rumuola, Port Harcourt',
  area: '24,000 sq m',
  duration: '26 months',
  year: '2024',
  status: 'Completed',
  client: 'Rumuola Shopping Centre Ltd',
  handedOver: 'July 2024',
  tags: ['Steel Frame', 'Food Court', '600 Parking Spaces', 'Escalators'],
  caseStudy:
    'A long-span steel frame gave the anchor tenants column-free floors, and prefabricating the steel in our yard cut ten weeks from the programme. We coordinated thirty tenant fit-outs in the final four months so that the centre opened fully trading on its planned date.',
  featured: true,
  testimonial: {
    quote:
      'Thirty tenant fit-outs in four months, one programme and one phone number to call. We opened fully trading on the date we had announced a year before.',
    name: 'Mrs. Ngozi Okafor',
    role: "Centre Manager, Rumuola Shopping Centre",
  },
};

export const peterOdiliApartments: ProjectSeed = {
  title: 'Peter Odili Road Apartments',
  description:
    'Forty-eight two- and three-bedroom apartments in four blocks, with lifts, rooftop solar panels and a shared garden.',
  image: '/art/project-apartments.svg',
  imageAlt: 'Illustration of four-storey apartment blocks with rooftop solar panels',
  category: 'Residential',
  location: 'Peter Odili Road, Port Harcourt',
  area: '9,600 sq m',
  duration: '18 months',
  year: '2024',
  status: 'Completed',
  client: 'Greenfield Homes Ltd',
  handedOver: 'September 2024',
  tags: ['Rooftop Solar', 'Passenger Lifts', 'Shared Garden', 'In-House Paint Finish'],
  caseStudy:
    'The four blocks were built in pairs so the first residents could move in after eleven months. Rooftop solar with battery storage keeps lifts, pumps and corridor lighting running through grid outages, and cuts the service charge for every household.',
  testimonial: {
    quote:
      'Our first residents moved in after eleven months, and the lifts keep running when the grid does not. The service charge came in lower than we had promised buyers.',
    name: 'Mr. Ibiye Georgewill',
    role: "Managing Director, Greenfield Homes Ltd",
  },
};

const oldGraHotel: ProjectSeed = {
  title: 'Old GRA Business Hotel',
  description:
    'A 120-room business hotel with conference halls for 400 guests, a rooftop restaurant and a central chilled-water cooling plant.',
  image: '/art/project-hotel.svg',
  imageAlt: 'Illustration of a modern hotel building with a rooftop terrace',
  category: 'Commercial',
  location: 'Old GRA, Port Harcourt',
  area: '14,200 sq m',
  duration: '24 months',
  year: '2024',
  status: 'Ongoing',
  tags: ['120 Rooms', 'Conference Centre', 'Central Cooling Plant', 'Rooftop Restaurant'],
  caseStudy:
    'The structure is complete and the mechanical and electrical installation is under way floor by floor. A full mock-up guest room, built and signed off by the operator early in the job, fixed every finish before ordering, so room fit-out is running to programme.',
};

export const graVillas: ProjectSeed = {
  title: 'GRA Phase 2 Villas',
  description:
    'Twelve five-bedroom villas with private courtyards, staff quarters, swimming pools and borehole water, finished to a high specification.',
  image: '/art/project-villas.svg',
  imageAlt: 'Illustration of a detached villa with a courtyard and pool',
  category: 'Residential',
  location: 'GRA Phase 2, Port Harcourt',
  area: '6,800 sq m',
  duration: '16 months',
  year: '2024',
  status: 'Completed',
  handedOver: 'December 2024',
  tags: ['Private Courtyards', 'Swimming Pools', 'Staff Quarters', 'Borehole Water'],
  caseStudy:
    'Each villa was built on a raised slab with perimeter drainage to keep the plots dry in heavy rain. Buyers chose finishes from a sample board early on, and every villa passed a room-by-room snagging inspection before the keys were handed over.',
  testimonial: {
    quote:
      'Every villa was inspected room by room before we got the keys. Two rainy seasons later the plots are dry and the paint still looks new.',
    name: 'Dr. Sotonye Wokoma',
    role: "Villa owner, GRA Phase 2",
  },
};

const eliozuBusinessPark: ProjectSeed = {
  title: 'Eliozu Business Park',
  description:
    'A campus of six office and light-warehouse buildings beside the East-West Road, planned for logistics and engineering firms.',
  image: '/art/project-business-park.svg',
  imageAlt: 'Illustration of low-rise office and warehouse buildings around a landscaped court',
  category: 'Commercial',
  location: 'Eliozu, Port Harcourt',
  area: '32,000 sq m',
  duration: '36 months (planned)',
  year: '2024',
  status: 'Design Phase',
  tags: ['Flexible Floor Plates', 'Loading Bays', 'Solar Carports', 'Phased Masterplan'],
  caseStudy:
    'The masterplan and planning approvals are complete, and detailed design of the first two buildings is under way with prospective tenants at the table. Phasing lets the first tenants trade while later buildings follow, and standard structural bays keep each building adaptable between office and warehouse use.',
};

const elelenwoTownhouses: ProjectSeed = {
  title: 'Elelenwo Townhouses',
  description:
    'Thirty-two three-storey terraced townhouses around shared green courts, designed for first-time buyers with phased payment plans.',
  image: '/art/project-townhouses.svg',
  imageAlt: 'Illustration of a row of three-storey terraced townhouses',
  category: 'Residential',
  location: 'Elelenwo, Port Harcourt',
  area: '7,400 sq m',
  duration: '20 months (planned)',
  year: '2024',
  status: 'Design Phase',
  tags: ['Green Courts', 'Phased Payment Plans', 'Cross-Ventilated Design', 'Off-Street Parking'],
  caseStudy:
    'Designed with our real estate team around what first-time buyers told us they could afford, the townhouses use a repeatable structural grid and locally made blocks to keep costs predictable. Title documentation is complete and reservations open with the construction start.',
};

export const allProjects: ProjectSeed[] = [
  transAmadiTower,
  wojiGardens,
  rumuolaMall,
  peterOdiliApartments,
  oldGraHotel,
  graVillas,
  eliozuBusinessPark,
  elelenwoTownhouses,
];
