import type { SocialLink } from '../shared/social.ts';
import { Icon } from './Icon.tsx';

/** The round social icons on navy (the footer, the Contact page's Follow Us card), each opening its network in a new tab. */
export function SocialIcons({ links, className }: { links: SocialLink[]; className: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={`m-0 flex list-none gap-2 p-0 ${className}`}>
      {links.map(({ block, network, href }) => (
        <li key={block.id}>
          <a
            href={href}
            aria-label={block.title}
            rel="noopener"
            target="_blank"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/20 text-slate-200 no-underline transition-colors hover:border-accent hover:bg-accent hover:text-ink kbd-focus"
          >
            <Icon name={network} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
