/**
 * A picture from the content (the site's own artwork or an admin's upload). Width and height reserve its
 * box before it loads; CSS scales it to its slot; below-the-fold pictures load lazily.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={className ? `block w-full h-auto ${className}` : 'block w-full h-auto'}
    />
  );
}
