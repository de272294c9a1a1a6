// Icon names the content may use (content_blocks.metadata.icon) → UnoCSS preset-icons classes.
// UnoCSS only generates the classes it finds in source, so each class is written out literally here.
export const ICONS = {
  // construction and buildings
  hammer: 'i-lucide-hammer',
  construction: 'i-lucide-construction',
  'hard-hat': 'i-lucide-hard-hat',
  building: 'i-lucide-building',
  'building-2': 'i-lucide-building-complex',
  buildings: 'i-lucide-building-complex',
  home: 'i-lucide-house',
  house: 'i-lucide-house',
  factory: 'i-lucide-factory',
  warehouse: 'i-lucide-warehouse',
  landmark: 'i-lucide-landmark',
  ruler: 'i-lucide-ruler',
  layers: 'i-lucide-layers',
  map: 'i-lucide-map',
  // paint
  paint: 'i-lucide-paint-bucket',
  'paint-bucket': 'i-lucide-paint-bucket',
  paintbrush: 'i-lucide-paintbrush',
  'paint-roller': 'i-lucide-paint-roller',
  palette: 'i-lucide-palette',
  droplet: 'i-lucide-droplet',
  sun: 'i-lucide-sun',
  'flask-conical': 'i-lucide-flask-conical',
  // tools, machines and trucks
  wrench: 'i-lucide-wrench',
  tools: 'i-lucide-toolbox',
  toolbox: 'i-lucide-toolbox',
  drill: 'i-lucide-drill',
  shovel: 'i-lucide-shovel',
  truck: 'i-lucide-truck',
  forklift: 'i-lucide-forklift',
  tractor: 'i-lucide-tractor',
  container: 'i-lucide-container',
  settings: 'i-lucide-settings',
  gauge: 'i-lucide-gauge',
  zap: 'i-lucide-zap',
  fuel: 'i-lucide-fuel',
  // contact
  phone: 'i-lucide-phone',
  'phone-call': 'i-lucide-phone-call',
  mail: 'i-lucide-mail',
  'map-pin': 'i-lucide-map-pin',
  clock: 'i-lucide-clock',
  calendar: 'i-lucide-calendar',
  'message-square': 'i-lucide-message-square',
  headphones: 'i-lucide-headphones',
  send: 'i-lucide-send',
  // values, proof and business
  check: 'i-lucide-check',
  'check-circle': 'i-lucide-circle-check',
  'circle-check': 'i-lucide-circle-check',
  'badge-check': 'i-lucide-badge-check',
  star: 'i-lucide-star',
  shield: 'i-lucide-shield',
  'shield-check': 'i-lucide-shield-check',
  award: 'i-lucide-award',
  trophy: 'i-lucide-trophy',
  users: 'i-lucide-users',
  user: 'i-lucide-user',
  handshake: 'i-lucide-handshake',
  briefcase: 'i-lucide-briefcase',
  leaf: 'i-lucide-leaf',
  'tree-pine': 'i-lucide-tree-pine',
  target: 'i-lucide-target',
  chart: 'i-lucide-chart-column',
  'bar-chart': 'i-lucide-chart-column',
  'trending-up': 'i-lucide-trending-up',
  key: 'i-lucide-key',
  lock: 'i-lucide-lock',
  timer: 'i-lucide-timer',
  heart: 'i-lucide-heart',
  lightbulb: 'i-lucide-lightbulb',
  sparkles: 'i-lucide-sparkles',
  'clipboard-list': 'i-lucide-clipboard-list',
  info: 'i-lucide-info',
  'alert-circle': 'i-lucide-circle-alert',
  'alert-triangle': 'i-lucide-triangle-alert',
  'wifi-off': 'i-lucide-wifi-off',
  smartphone: 'i-lucide-smartphone',
  'refresh-cw': 'i-lucide-refresh-cw',
  // social
  facebook: 'i-lucide-facebook',
  twitter: 'i-lucide-twitter',
  linkedin: 'i-lucide-linkedin',
  instagram: 'i-lucide-instagram',
  whatsapp: 'i-mdi-whatsapp',
  // interface
  menu: 'i-lucide-menu',
  x: 'i-lucide-x',
  'arrow-right': 'i-lucide-arrow-right',
  'arrow-left': 'i-lucide-arrow-left',
  'arrow-down': 'i-lucide-arrow-down',
  'chevron-right': 'i-lucide-chevron-right',
  'chevron-down': 'i-lucide-chevron-down',
  'external-link': 'i-lucide-external-link',
} as const;

export type IconName = keyof typeof ICONS;

function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(ICONS, name);
}

/** The class for an icon name from the content, or undefined for a name that is not in the map. */
export function iconClass(name: unknown): string | undefined {
  return isIconName(name) ? ICONS[name] : undefined;
}
