// The build's half of per-page stylesheets (src/render/page-style.ts): the public stylesheet split into rules, each
// with the classes it needs, and marked as needed everywhere when a script can add those classes to any page.
import * as csstree from 'css-tree';
import type { StyleIndex, StyleRule } from '../src/render/page-style.ts';

/**
 * Every word of every string literal in the scripts: the class names a script can give an element
 * (`classList.add('opacity-0')`, `className: 'sr-only'`, a React component's `className`). The same rule UnoCSS
 * follows to find which classes to generate, so a class a script adds is one this finds.
 */
export function scriptWords(scripts: string[]): Set<string> {
  const words = new Set<string>();
  const literal = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
  for (const script of scripts) {
    for (const match of script.matchAll(literal)) {
      for (const word of (match[1] ?? match[2] ?? match[3]).split(/\s+|\$\{|\}/)) if (word) words.add(word);
    }
  }
  return words;
}

/** The classes each selector of a list needs, all of them on the page; those inside :not(), :is() or :has() are not required. */
function classSets(selectors: csstree.SelectorList | csstree.Raw): string[][] | null {
  if (selectors.type !== 'SelectorList') return null;
  const sets: string[][] = [];
  for (const selector of selectors.children) {
    const names: string[] = [];
    csstree.walk(selector, {
      visit: 'ClassSelector',
      enter(node) {
        // `this.function` is the functional pseudo-class the node sits in, if any; the name is as written (escaped).
        if (!this.function) names.push(csstree.ident.decode(node.name));
      },
    });
    if (names.length === 0) return null;
    sets.push(names);
  }
  return sets;
}

/**
 * Splits `css` into rules. `everyPage` is the text of the scripts every public page runs, `formPages` of those a
 * page with a form runs besides. A rule inside @media keeps its query as its group; any other at-rule
 * (@font-face, @keyframes, @supports) is kept whole on every page.
 */
export function styleIndex(css: string, { everyPage, formPages }: { everyPage: string[]; formPages: string[] }): StyleIndex {
  const always = scriptWords(everyPage);
  const onForms = scriptWords(formPages);
  const groups = [''];
  const rules: StyleRule[] = [];
  const add = (group: number, node: csstree.Rule) => {
    const sets = classSets(node.prelude);
    const text = csstree.generate(node);
    if (sets === null || sets.some((set) => set.every((name) => always.has(name)))) return rules.push([group, text, null]);
    const byIslands = sets.some((set) => set.every((name) => always.has(name) || onForms.has(name)));
    rules.push(byIslands ? [group, text, sets, 1] : [group, text, sets]);
  };
  csstree.walk(csstree.parse(css), {
    visit: 'StyleSheet',
    enter(sheet) {
      for (const node of sheet.children) {
        if (node.type === 'Rule') add(0, node);
        else if (node.type === 'Atrule' && node.name === 'media' && node.prelude && node.block?.children.toArray().every((child) => child.type === 'Rule')) {
          const group = groups.push(`@media ${csstree.generate(node.prelude)}`) - 1;
          for (const child of node.block.children) add(group, child as csstree.Rule);
        } else {
          rules.push([0, csstree.generate(node), null]);
        }
      }
    },
  });
  return { groups, rules };
}
