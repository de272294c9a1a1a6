// The company facts a page's figures come from (docs/product.md § Company facts): the stored ones from their
// settings, the counted ones from the items a visitor can open. readPage fills every page with them.
import { FACT_SETTING, factFigures, STORED_FACTS, type Figure, type FactName, type FactSettingKey, type FactValues } from '../../web/shared/facts.ts';
import { parseWholeNumber } from '../../web/shared/numbers.ts';
import type { Db } from '../db/open.ts';
import { settingRows } from './settings.ts';
import { visibleItems } from './visible-items.ts';

const FACT_KEYS: string[] = Object.values(FACT_SETTING);

const factRows = (db: Db) => settingRows(db).filter((row) => FACT_KEYS.includes(row.key));

function factValues(db: Db): FactValues {
  const rows = new Map(factRows(db).map((row) => [row.key, row.value]));
  const stored: FactValues['stored'] = {};
  for (const name of STORED_FACTS) {
    const value = parseWholeNumber(rows.get(FACT_SETTING[name]) ?? '', { naira: true });
    if (value !== undefined) stored[name] = value;
  }
  const listed = { projectsListed: 0, machinesListed: 0, developmentsListed: 0 };
  const counter = { project: 'projectsListed', machine: 'machinesListed', development: 'developmentsListed' } as const;
  for (const item of visibleItems(db)) {
    const key = counter[item.route.blockType as keyof typeof counter];
    if (key) listed[key] += 1;
  }
  return { stored, listed };
}

/** Every fact's figure as the site states it now. */
export const readFactFigures = (db: Db, now = new Date()): Record<FactName, Figure> => factFigures(factValues(db), now);

/**
 * The setting keys of the company facts whose value the owner has never saved (still as seeded or as a migration
 * added it), in the panel's order: `fact_projects_completed`, … (web/shared/facts.ts FACT_SETTING; each one's
 * label is SETTINGS[key].label, its field in the panel `{ tab: 'settings', field: key }`). Saving the Company
 * facts group confirms every fact in it, changed or not (src/api/settings.ts moves each sent key's updated_at
 * on). A fact whose row is missing counts as unconfirmed: the site shows its seeded figure.
 */
export function unconfirmedFacts(db: Db): FactSettingKey[] {
  const rows = new Map(factRows(db).map((row) => [row.key, row]));
  return STORED_FACTS.map((name) => FACT_SETTING[name]).filter((key) => {
    const row = rows.get(key);
    return !row || row.updatedAt <= row.createdAt;
  });
}
