/**
 * The company's monogram (web/static/art/logo.svg, the file JSON-LD and the share card name) drawn inline: an <img>
 * of an SVG is a document of its own, built on the main thread while the page loads, and the header's was one of
 * the first tasks after the first paint on every page. Decorative beside the company's name.
 */
export function MonogramShapes({ framed = false }: { framed?: boolean }) {
  return (
    <>
      <rect width="100" height="100" rx="18" fill="#0f1e33" {...(framed ? { stroke: '#f59e0b', strokeOpacity: '.5' } : {})} />
      <path d="M15 70V16h18l17 24l17-24h18v54H67V45L50 67L33 45v25z" fill="#f59e0b" />
      <rect x="15" y="77" width="70" height="9" rx="2" fill="#fcd34d" />
    </>
  );
}

export function LogoMark({ className }: { className: string }) {
  return (
    <svg data-logo="" aria-hidden="true" focusable="false" viewBox="0 0 100 100" width="40" height="40" className={className}>
      <MonogramShapes />
    </svg>
  );
}
