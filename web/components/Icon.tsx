import { iconClass } from '../shared/icons.ts';

/**
 * A Lucide icon drawn by CSS (UnoCSS preset-icons). Decorative unless `label` is given; a name that is
 * not in web/shared/icons.ts renders nothing, so a typo in the content never shows a broken box.
 */
export function Icon({ name, className, label }: { name: string; className?: string; label?: string }) {
  const cls = iconClass(name);
  if (!cls) return null;
  const classes = className ? `${cls} ${className}` : cls;
  return label ? (
    <span role="img" aria-label={label} className={classes} />
  ) : (
    <span aria-hidden="true" className={classes} />
  );
}
