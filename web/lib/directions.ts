/**
 * Directions to an address in the visitor's own maps app: a phone opens Google Maps (or offers its own) at the
 * place, a computer the map in a new page. Only a link: the site itself loads nothing from the map's host.
 */
export const directionsHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A button's link "directions:" means the way to the company's address from the settings (written once). */
export const DIRECTIONS_LINK = 'directions:';
