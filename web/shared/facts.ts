// The company's own figures (docs/product.md § Company facts): one setting each, in the panel's "Company facts"
// group, and read by every statistic, headline figure and sentence that states one, so a figure shown in two
// places cannot disagree. Some are derived (years of experience from the year founded) or counted from the real
// items (projects, machines, developments listed). A block reads them in two ways, both resolved on the server
// where a page's content record is built (src/content/facts.ts):
//   - a `stat` block bound to one (metadata.fact = its name) shows that figure, counted up, in place of its own;
//   - any text may name one in braces, "{onTimePercent} on-time delivery", replaced by the figure as shown.
import type { SettingInfo } from './settings.ts';
import type { ContentBlock, Metadata, PageContent } from './content.ts';
import { compactAmount, groupDigits } from './numbers.ts';

export const FACT_SETTING = {
  yearFounded: 'fact_year_founded',
  projectsCompleted: 'fact_projects_completed',
  professionals: 'fact_professionals',
  equipmentFleet: 'fact_equipment_fleet',
  propertiesDelivered: 'fact_properties_delivered',
  valueDelivered: 'fact_value_delivered',
  colours: 'fact_colours',
  clientsServed: 'fact_clients_served',
  onTimePercent: 'fact_on_time_percent',
  satisfactionPercent: 'fact_satisfaction_percent',
  factoryArea: 'fact_factory_area',
  deliveryRadius: 'fact_delivery_radius',
} as const;

export type StoredFact = keyof typeof FACT_SETTING;
export type FactSettingKey = (typeof FACT_SETTING)[StoredFact];
/** Figures the site works out rather than stores. */
const DERIVED_FACTS = ['yearsExperience', 'projectsListed', 'machinesListed', 'developmentsListed'] as const;
export type FactName = StoredFact | (typeof DERIVED_FACTS)[number];

/** A figure as a counter shows it: "₦" 250 "bn+". */
export interface Figure {
  prefix: string;
  number: number;
  suffix: string;
}

const count = (number: number): Figure => ({ prefix: '', number, suffix: '+' });
const percent = (number: number): Figure => ({ prefix: '', number, suffix: '%' });
const measure = (unit: string) => (number: number): Figure => ({ prefix: '', number, suffix: ` ${unit}` });
const exact = (number: number): Figure => ({ prefix: '', number, suffix: '' });

interface StoredFactInfo {
  label: string;
  /** Words after the number in the panel ("projects"), and the range a value must be in. */
  range: { min: number; max: number; unit: string };
  seed: number;
  figure: (value: number) => Figure;
  naira?: true;
}

const THIS_YEAR = new Date().getFullYear();
const MANY = 1_000_000_000;

/** Each stored fact with its seeded value: the spec's figures, unified where they contradicted one another (docs/product.md § Company facts). */
const STORED: Record<StoredFact, StoredFactInfo> = {
  yearFounded: { label: 'Year founded', range: { min: 1800, max: THIS_YEAR, unit: '' }, seed: 1999, figure: exact },
  projectsCompleted: { label: 'Projects completed', range: { min: 0, max: MANY, unit: 'projects' }, seed: 250, figure: count },
  professionals: { label: 'Professionals on staff', range: { min: 0, max: MANY, unit: 'people' }, seed: 500, figure: count },
  equipmentFleet: { label: 'Equipment fleet', range: { min: 0, max: MANY, unit: 'machines' }, seed: 200, figure: count },
  propertiesDelivered: { label: 'Homes and properties delivered', range: { min: 0, max: MANY, unit: 'properties' }, seed: 150, figure: count },
  valueDelivered: {
    label: 'Value of work delivered',
    range: { min: 0, max: 999_000_000_000_000, unit: 'naira' },
    seed: 250_000_000_000,
    naira: true,
    figure: (value) => {
      const { number, unit } = compactAmount(value);
      return { prefix: '₦', number, suffix: `${unit}+` };
    },
  },
  colours: { label: 'Colours in the paint range', range: { min: 0, max: MANY, unit: 'colours' }, seed: 500, figure: count },
  clientsServed: { label: 'Clients served', range: { min: 0, max: MANY, unit: 'clients' }, seed: 500, figure: count },
  onTimePercent: { label: 'On-time delivery', range: { min: 0, max: 100, unit: '%' }, seed: 98, figure: percent },
  satisfactionPercent: { label: 'Client satisfaction', range: { min: 0, max: 100, unit: '%' }, seed: 95, figure: percent },
  factoryArea: { label: 'Manufacturing floor area', range: { min: 0, max: MANY, unit: 'm²' }, seed: 4600, figure: measure('m²') },
  deliveryRadius: { label: 'Free delivery radius', range: { min: 0, max: 10_000, unit: 'km' }, seed: 80, figure: measure('km') },
};

export const STORED_FACTS = Object.keys(STORED) as StoredFact[];

/** What each name means, for the panel: the stat's choice of fact and the list of names a text may use. */
export const FACT_LABELS: Record<FactName, string> = {
  ...(Object.fromEntries(STORED_FACTS.map((name) => [name, STORED[name].label])) as Record<StoredFact, string>),
  yearsExperience: 'Years of experience (from the year founded)',
  projectsListed: 'Projects listed on the Projects page',
  machinesListed: 'Machines listed on the Equipment page',
  developmentsListed: 'Developments listed on the Real Estate page',
};

export const FACT_NAMES = Object.keys(FACT_LABELS) as FactName[];
export const isFactName = (name: unknown): name is FactName => typeof name === 'string' && Object.hasOwn(FACT_LABELS, name);

export type FactsGroup = 'Company facts';

/** The fact a setting holds ('fact_projects_completed' → 'projectsCompleted'); undefined for any other setting. */
export const factOfSetting = (key: string): StoredFact | undefined => STORED_FACTS.find((name) => FACT_SETTING[name] === key);

/** How the site shows a stored fact of this value: "₦250bn+", "98%", "1999". */
export const storedFactText = (name: StoredFact, value: number): string => figureText(name, STORED[name].figure(value));

export const FACT_SETTINGS = Object.fromEntries(
  STORED_FACTS.map((name) => [FACT_SETTING[name], { label: STORED[name].label, kind: STORED[name].naira ? 'naira' : 'figure', group: 'Company facts', range: STORED[name].range }]),
) as Record<FactSettingKey, SettingInfo>;

export const FACT_SEED = STORED_FACTS.map((name) => ({
  key: FACT_SETTING[name],
  value: String(STORED[name].seed),
  description: `${STORED[name].label}: shown wherever the site states it, as {${name}} in a text`,
}));

export const FACTS_GROUP_HINT =
  'Every statistic and sentence on the site that states one of these figures reads it from here. Saving this group confirms all of them, changed or not: the launch checklist counts the figures never saved.';

/** Whole years since the year founded, rounded down to a multiple of 5 once there are 5 ("25+" from 1999 until 2029). */
export function yearsExperience(founded: number, now: Date): Figure {
  const years = Math.max(0, now.getFullYear() - founded);
  return years < 5 ? exact(years) : count(Math.floor(years / 5) * 5);
}

/** The values a page's figures come from: the stored facts (as numbers) and the counts of listed items. */
export interface FactValues {
  stored: Partial<Record<StoredFact, number>>;
  listed: { projectsListed: number; machinesListed: number; developmentsListed: number };
}

/** Every fact's figure; a stored fact without a usable value takes its seeded one. */
export function factFigures({ stored, listed }: FactValues, now: Date): Record<FactName, Figure> {
  const value = (name: StoredFact) => stored[name] ?? STORED[name].seed;
  return {
    ...(Object.fromEntries(STORED_FACTS.map((name) => [name, STORED[name].figure(value(name))])) as Record<StoredFact, Figure>),
    yearsExperience: yearsExperience(value('yearFounded'), now),
    projectsListed: exact(listed.projectsListed),
    machinesListed: exact(listed.machinesListed),
    developmentsListed: exact(listed.developmentsListed),
  };
}

/** The stored facts as seeded, for what is drawn without the database (Home's fallback, docs/product.md § Fallbacks). */
export const SEEDED_FACTS: FactValues = { stored: {}, listed: { projectsListed: 0, machinesListed: 0, developmentsListed: 0 } };

/** "₦250bn+", "4,600 m²", "98%"; a year as written ("1999"). */
export function figureText(name: FactName, { prefix, number, suffix }: Figure): string {
  const digits = name === 'yearFounded' ? String(number) : groupDigits(Math.trunc(number)) + (Number.isInteger(number) ? '' : `.${String(number).split('.')[1]}`);
  return `${prefix}${digits}${suffix}`;
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** `text` with each {name} of a fact replaced by its figure as shown; any other brace (a typo, {count}) is left as typed. Plain text in, plain text out. */
export function fillFacts(text: string, figures: Record<FactName, Figure>): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (isFactName(name) ? figureText(name, figures[name]) : whole));
}

/** The names a text uses, for the panel's hint under a field that holds one. */
export const factsIn = (text: string): FactName[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).filter(isFactName);

type Figures = Record<FactName, Figure>;

function fillValue(value: unknown, figures: Figures): unknown {
  if (typeof value === 'string') return fillFacts(value, figures);
  if (Array.isArray(value)) return value.map((item) => fillValue(item, figures));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillValue(item, figures)]));
  return value;
}

/** A block with its facts: a bound stat shows the fact's figure (its own number, prefix and suffix unused), and every text its names filled. */
function blockWithFacts(block: ContentBlock, figures: Figures): ContentBlock {
  const filled = { ...block, title: fillFacts(block.title, figures), content: fillFacts(block.content, figures), metadata: block.metadata && (fillValue(block.metadata, figures) as Metadata) };
  const bound = block.blockType === 'stat' ? block.metadata?.fact : undefined;
  if (!isFactName(bound)) return filled;
  const { prefix, number, suffix } = figures[bound];
  return { ...filled, content: String(number), metadata: { ...filled.metadata, prefix, suffix } };
}

/** The page as a visitor reads it: every figure from the facts. The one place this happens (docs/product.md § Company facts). */
export function withFacts<Page extends Pick<PageContent, 'title' | 'description' | 'sections'>>(page: Page, figures: Figures): Page {
  return {
    ...page,
    title: fillFacts(page.title, figures),
    description: page.description && fillFacts(page.description, figures),
    sections: page.sections.map((section) => ({
      ...section,
      title: fillFacts(section.title, figures),
      subtitle: section.subtitle && fillFacts(section.subtitle, figures),
      description: section.description && fillFacts(section.description, figures),
      contentBlocks: section.contentBlocks.map((block) => blockWithFacts(block, figures)),
    })),
  };
}
