import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { canObserve, prefersReducedMotion } from './motion.ts';

// docs/product.md § Reveals: visible once 10% is in view, with a 100-600 ms delay.
export const REVEAL_THRESHOLD = 0.1;

// Written out so UnoCSS generates each one.
const DELAY_CLASSES = ['delay-0', 'delay-100', 'delay-200', 'delay-300', 'delay-400', 'delay-500', 'delay-600'] as const;

function delayClass(ms: number): string {
  const step = Math.round(Math.min(Math.max(ms, 0), 600) / 100);
  return DELAY_CLASSES[step];
}

type Phase = 'static' | 'hidden' | 'shown';

const PHASE_CLASSES: Record<Phase, string> = {
  static: '',
  hidden: 'opacity-0 translate-y-6',
  shown: 'opacity-100 translate-y-0 transition-[opacity,transform] duration-700 ease-out',
};

/**
 * Fades and slides its children in once when 10% of it scrolls into view. The server HTML and the first
 * client render show the content as is; only after hydration, with scripts running, no reduced-motion
 * preference and the element still below the fold, is it hidden to be revealed.
 */
export function Reveal({ children, delay = 0, as = 'div', className }: { children: ReactNode; delay?: number; as?: ElementType; className?: string }) {
  const Tag = as;
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve() || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return; // already seen: never hide it
    setPhase('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setPhase('shown');
      },
      // The root reaches far above the viewport, so an element scrolled past between two frames (a fast flick on a
      // busy phone) counts as seen too, instead of staying hidden for ever above the reader.
      { threshold: REVEAL_THRESHOLD, rootMargin: '100000px 0px 0px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const motion = phase === 'shown' ? `${PHASE_CLASSES.shown} ${delayClass(delay)}` : PHASE_CLASSES[phase];
  const classes = [className, motion].filter(Boolean).join(' ');
  return (
    <Tag ref={ref} className={classes || undefined} data-reveal={phase === 'static' ? undefined : phase}>
      {children}
    </Tag>
  );
}
