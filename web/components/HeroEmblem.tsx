import { MonogramShapes } from './LogoMark.tsx';

/**
 * The picture of a hero that has none of its own (the legal notices, the not-found page, any page whose admin
 * removed its picture): the company's monogram on a blueprint sheet, drawn at the artwork's 16:10 so every hero
 * has the same right-hand plane. Decorative only (its words are the page's h1), so hidden from assistive tech.
 */
export function HeroEmblem({ className = '' }: { className?: string }) {
  const grid = Array.from({ length: 15 }, (_, i) => (i + 1) * 50);
  return (
    <svg data-hero-emblem="" aria-hidden="true" focusable="false" viewBox="0 0 800 500" width="800" height="500" className={`block h-auto w-full ${className}`}>
      <rect width="800" height="500" fill="#1b2f4d" />
      <g stroke="#ffffff" strokeOpacity=".07">
        {grid.map((x) => <line key={`v${x}`} x1={x} y1="0" x2={x} y2="500" />)}
        {grid.slice(0, 9).map((y) => <line key={`h${y}`} x1="0" y1={y} x2="800" y2={y} />)}
      </g>
      {/* A building's elevation in thin lines, as a drawing sheet shows it. */}
      <g fill="none" stroke="#cbd5e1" strokeOpacity=".45" strokeWidth="2">
        <path d="M90 420V170h150v250M240 420V110h130v310M370 420V220h110v200" />
        {[200, 240, 280, 320, 360].map((y) => <path key={y} d={`M110 ${y}h30m20 0h30m20 0h20M260 ${y - 40}h30m20 0h30m20 0h0M390 ${y + 20}h25m20 0h25`} />)}
      </g>
      {/* Dimension lines in amber. */}
      <g stroke="#f59e0b" strokeWidth="2" fill="#f59e0b">
        <path d="M90 450h390" />
        <path d="M90 440v20M480 440v20M240 440v20M370 440v20" />
        <path d="M50 110v310M40 110h20M40 420h20" />
      </g>
      <line x1="60" y1="420" x2="740" y2="420" stroke="#f59e0b" strokeOpacity=".6" strokeWidth="3" />
      {/* The monogram on the sheet's title block. */}
      <g transform="translate(540 120) scale(2)">
        <MonogramShapes framed />
      </g>
      <rect x="520" y="350" width="240" height="50" rx="6" fill="none" stroke="#cbd5e1" strokeOpacity=".45" strokeWidth="2" />
      <path d="M540 375h120M680 365v20" stroke="#cbd5e1" strokeOpacity=".45" strokeWidth="2" />
    </svg>
  );
}
