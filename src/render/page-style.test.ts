import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { styleIndex } from '../../scripts/style-index.ts';
import { classesIn, pageStyle } from './page-style.ts';

const SHEET = [
  '@font-face{font-family:"Archivo";src:url(/a.woff2)format("woff2")}',
  '*,::before{box-sizing:border-box}',
  'h1{margin:0}',
  '.card{border:1px solid}',
  '.unused{color:red}',
  '.group:hover .group-hover\\:scale-105{transform:scale(1.05)}',
  '.opacity-0{opacity:0}',
  '.toast{position:fixed}',
  'html:has(.phone-bar){scroll-padding-bottom:4rem}',
  '.a,.b{color:blue}',
  '.btn:not(.ghost){background:amber}',
  '@media (min-width:768px){.card{padding:2rem}.unused{padding:0}.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}',
  '.after{color:green}',
].join('');

const index = styleIndex(SHEET, {
  everyPage: ["el.classList.add('opacity-0')"],
  formPages: ['createElement("div",{className:"toast fixed"})'],
});

describe('per-page stylesheets', () => {
  test('a page keeps the rules its classes need, in the sheet order, and drops the rest', () => {
    const css = pageStyle(index, '<div class="card md:grid-cols-2"><h1>Hi</h1></div>', { islands: false });
    assert.equal(
      css,
      '@font-face{font-family:"Archivo";src:url(/a.woff2)format("woff2")}*,::before{box-sizing:border-box}h1{margin:0}.card{border:1px solid}' +
        '.opacity-0{opacity:0}html:has(.phone-bar){scroll-padding-bottom:4rem}' +
        '@media (min-width:768px){.card{padding:2rem}.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}' +
        '@keyframes fade{from{opacity:0}to{opacity:1}}',
    );
  });

  test('a rule whose selector chains classes needs all of them; one of a list is enough', () => {
    assert.doesNotMatch(pageStyle(index, '<a class="group-hover:scale-105"></a>', { islands: false }), /scale/);
    assert.match(pageStyle(index, '<a class="group"><img class="group-hover:scale-105"></a>', { islands: false }), /scale\(1\.05\)/);
    assert.match(pageStyle(index, '<p class="b"></p>', { islands: false }), /\.a,\.b\{color:blue\}/);
  });

  test('a class inside :not() or :has() is not required', () => {
    const css = pageStyle(index, '<button class="btn"></button>', { islands: false });
    assert.match(css, /\.btn:not\(\.ghost\)/);
    assert.match(css, /html:has\(\.phone-bar\)/);
  });

  test("what a form's script adds is kept on a page with a form only; what the boot script adds, on every page", () => {
    assert.doesNotMatch(pageStyle(index, '<p></p>', { islands: false }), /\.toast/);
    assert.match(pageStyle(index, '<p></p>', { islands: true }), /\.toast\{position:fixed\}/);
    assert.match(pageStyle(index, '<p></p>', { islands: false }), /\.opacity-0/);
  });

  test('a media block with nothing needed in it is left out, and the rule after it stays outside it', () => {
    const css = pageStyle(index, '<p class="after"></p>', { islands: false });
    assert.doesNotMatch(css, /@media/);
    assert.ok(css.endsWith('.after{color:green}'));
    assert.ok(pageStyle(index, '<p class="card after"></p>', { islands: false }).endsWith('}}@keyframes fade{from{opacity:0}to{opacity:1}}.after{color:green}'));
  });

  test('class names are read as the browser reads them: entities decoded, any whitespace between', () => {
    assert.deepEqual([...classesIn('<div class="[&amp;&gt;p]:m-0\n  card" data-class="x"><i class="a"></i></div>')], ['[&>p]:m-0', 'card', 'a']);
  });
});
