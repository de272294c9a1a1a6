import { iconSvg } from '../shared/icons.ts';
import { trustedHTML } from '../shared/trusted-types.ts';

interface GlyphProps {
  className?: string;
  /** Read out in place of the icon; without it the icon is decorative and hidden from screen readers. */
  label?: string;
}

/**
 * An icon from web/shared/icon-svg.ts, drawn inline in the text colour. Code that always draws the same icon imports
 * its markup, so a browser bundle carries only the icons it uses; content picks one by name with <Icon>.
 */
export function Glyph({ svg, className, label }: GlyphProps & { svg: string }) {
  const classes = className ? `inline-block shrink-0 align-middle ${className}` : 'inline-block shrink-0 align-middle';
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is a constant from the icon sets (scripts/icon-svg.ts), never anything typed on the site
    <svg viewBox="0 0 24 24" width="1em" height="1em" focusable="false" className={classes} {...a11y} dangerouslySetInnerHTML={{ __html: trustedHTML(svg) }} />
  );
}

/** An icon the content names (web/shared/icons.ts); a name not in the map renders nothing, so a typo never shows a broken box. */
export function Icon({ name, ...props }: GlyphProps & { name: string }) {
  const svg = iconSvg(name);
  return svg ? <Glyph svg={svg} {...props} /> : null;
}
