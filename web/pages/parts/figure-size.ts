// A headline figure's type size (statistics, claims): the company's own figures can be long ("₦250bn+",
// "4,600 m²"), and a figure never wraps or overflows its column, so a long one is set a step smaller.

/** The visible length above which a figure takes the smaller size: "98%", "250+", "24/7" stay large. */
const LONG = 5;

export const figureSize = (shown: string): string => (shown.replace(/\s/g, '').length > LONG ? 'text-4xl md:text-5xl' : 'text-5xl md:text-6xl');
