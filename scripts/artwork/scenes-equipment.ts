// The equipment pictures: each machine in its own light and place (sunrise trench, night pour,
// road through the bush, cut-away trench), close up, wide or in depth, never the same yard twice.
import { breaker, concreteMixerTruck, concreteVibrator, drumMixer, mobileCrane, plateCompactor, powerDrill, rammerCompactor, vibratingRoller } from './machines.ts';
import { C } from './palette.ts';
import { amber, backdrop, cloud, cone, floodlight, frame, gravel, longShadow, palmRow, pile, scene, shade, tree, vibes } from './parts.ts';
import type { Artwork } from './scenes.ts';
import { circle, line, path, rect } from './svg.ts';

export const equipmentArtworks: Artwork[] = [
  {
    file: 'art/equipment-excavator.svg',
    build() {
      const a = scene('Close-up of a tracked excavator at sunrise, its boom raised over a trench in red earth');
      return a.add(
        backdrop({ theme: 'morning', horizon: 420, sun: { x: 660, y: 400, r: 58, colour: C.white }, ground: 'laterite' }),
        palmRow(a, [20, 80, 600, 700, 750], 422, 60, C.dawnHaze),
        pile(470, 488, 330, 70, C.lateriteLight),
        path('M70 452h250l-30 48H100z', C.lateriteDark),
        path('M100 470h190l-14 30h-162z', C.ink, { opacity: 0.45 }),
        a.place('mdi:excavator', amber(150, 480, { base: 470 })),
        cone(a, 20, 486, 56),
      );
    },
  },
  {
    file: 'art/equipment-mobile-crane.svg',
    build() {
      const a = scene('Mobile crane with its telescopic boom extended beside a rising concrete frame in golden late-afternoon light');
      return a.add(
        backdrop({ theme: 'afternoon', horizon: 420, sun: { x: 110, y: 300, r: 46, colour: C.offWhite }, skyline: 57, skylineHeight: 100, ground: 'paved' }),
        frame(610, 420, 150, 6, 1, 40),
        longShadow(90, 468, 560, 70, 26),
        a.place(mobileCrane, amber(90, 590, { base: 468 })),
      );
    },
  },
  {
    file: 'art/equipment-concrete-mixer.svg',
    build() {
      const a = scene('Concrete mixer truck with its striped drum, pouring into formwork at night under a site floodlight');
      return a.add(
        backdrop({ theme: 'night', horizon: 380, sun: { x: 660, y: 80, r: 26, colour: C.offWhite }, skyline: 61, skylineHeight: 120, ground: 'paved' }),
        floodlight(720, 440, 330, 380, -1),
        rect(40, 392, 190, 52, C.amberDark),
        rect(50, 402, 170, 32, C.concrete),
        line('M70 414h130', C.white, 3, { opacity: 0.6 }),
        line('M236 360L170 408', C.slate, 12, { 'stroke-linecap': 'round' }),
        a.place(concreteMixerTruck, amber(210, 530, { base: 450 })),
        cone(a, 20, 470, 44),
      );
    },
  },
  {
    file: 'art/equipment-vibrating-roller.svg',
    build() {
      const a = scene('Vibrating roller compacting a new road base on a straight road through green country, seen from above');
      return a.add(
        backdrop({ theme: 'midday', horizon: 210, ground: 'grass' }),
        palmRow(a, [30, 110, 200, 560, 640, 730], 212, 54),
        path('M430 210h40L900 500H-60z', C.concrete),
        path('M430 210h40L660 500H200z', C.lateriteLight),
        gravel(300, 300, 300, 200, C.laterite),
        path('M430 210h40l-12 20h-16z', C.asphalt),
        a.place(vibratingRoller, amber(240, 340, { base: 470 })),
        vibes(220, 420, 36, C.white, -1),
        tree(a, 680, 300, 90, C.leafDark),
        tree(a, 60, 330, 110, C.leafDark),
      );
    },
  },
  {
    file: 'art/equipment-plate-compactor.svg',
    build() {
      const a = scene('Close-up of a plate compactor vibrating a gravel bed beside newly laid paving, in early morning light');
      return a.add(
        backdrop({ theme: 'morning', horizon: 330, skyline: 71, skylineHeight: 110, ground: 'paved' }),
        path('M360 330H800V500H240z', C.concrete),
        gravel(300, 336, 500, 164, C.pavingDark, 12),
        rect(640, 300, 120, 36, C.coral, 2),
        rect(650, 268, 100, 32, C.coral, 2),
        line('M640 318h120M650 284h100', C.lateriteDark, 2),
        a.place(plateCompactor, amber(180, 470, { base: 476 })),
        vibes(160, 440, 40, C.amberDark, -1),
      );
    },
  },
  {
    file: 'art/equipment-rammer-compactor.svg',
    build() {
      const a = scene('Cut-away of a trench in red earth: an upright rammer compactor tamping the backfill around a new pipe');
      return a.add(
        backdrop({ theme: 'midday', horizon: 260, ground: 'laterite' }),
        palmRow(a, [20, 90, 700, 760], 262, 70),
        rect(0, 262, 800, 14, C.leafLight),
        line('M0 340h800M0 410h800', C.lateriteDark, 3, { 'stroke-dasharray': '22 16' }),
        path('M250 276h300l-20 224H270z', C.lateriteDark),
        path('M264 430h272l-6 70H270z', C.lateriteLight),
        circle(480, 440, 28, C.slate),
        circle(480, 440, 18, C.ink),
        a.place(rammerCompactor, { x: 300, base: 432, height: 290, colour: C.amber }),
        vibes(290, 420, 24, C.amberLight, -1),
        cone(a, 130, 272, 50),
        cone(a, 620, 272, 50),
      );
    },
  },
  {
    file: 'art/equipment-concrete-vibrator.svg',
    build() {
      const a = scene('Concrete vibrator at dusk: engine unit beside the formwork, its poker in a freshly poured slab');
      let rebar = '';
      for (let i = 0; i < 6; i++) rebar += `M${40 + i * 60} 250L${i * 90 - 60} 500`;
      for (let y = 275; y < 500; y += 36) rebar += `M0 ${y}H${420 - (y - 250) * 0.6}`;
      return a.add(
        backdrop({ theme: 'dusk', horizon: 250, sun: { x: 560, y: 170, r: 54, colour: C.amber }, skyline: 81, skylineHeight: 110, ground: 'none' }),
        rect(0, 250, 800, 250, C.concrete),
        line(rebar, C.amberDark, 4),
        path('M400 250H800V500H260z', C.haze),
        line('M573 468a60 12 0 1 0 120 0a60 12 0 1 0-120 0M533 470a100 22 0 1 0 200 0a100 22 0 1 0-200 0', C.white, 3),
        shade(0, 250, 800, 250, 0.25),
        a.place(concreteVibrator, amber(110, 520, { base: 470 })),
      );
    },
  },
  {
    file: 'art/equipment-bulldozer.svg',
    build() {
      const a = scene('Crawler bulldozer pushing earth with its front blade across a wide red laterite site in late-afternoon light');
      return a.add(
        backdrop({ theme: 'afternoon', horizon: 290, sun: { x: 120, y: 230, r: 52, colour: C.offWhite }, ground: 'laterite' }),
        palmRow(a, [10, 60, 130, 600, 660, 720, 770], 292, 64, C.goldHaze),
        line('M0 420L800 380M0 446L800 404', C.lateriteDark, 5, { opacity: 0.7 }),
        longShadow(300, 392, 260, 120, 30),
        pile(520, 394, 180, 52, C.lateriteDark),
        a.place('mdi:bulldozer', amber(300, 260, { base: 392 })),
      );
    },
  },
  {
    file: 'art/equipment-heavy.svg',
    build() {
      const a = scene('Heavy machinery on a red earth site: an excavator up close, a dump truck behind it and a bulldozer in the distance');
      return a.add(
        backdrop({ theme: 'midday', horizon: 280, ground: 'laterite' }),
        cloud(90, 80, 140),
        cloud(520, 130, 110),
        palmRow(a, [40, 120, 560, 630], 282, 50),
        a.place('mdi:bulldozer', amber(670, 96, { base: 304 })),
        a.place('mdi:dump-truck', amber(390, 300, { base: 430 })),
        a.place('mdi:excavator', amber(20, 330, { base: 495, flip: true })),
      );
    },
  },
  {
    file: 'art/equipment-light.svg',
    build() {
      const a = scene('Light equipment lined up on a loading dock in front of shipping containers: plate compactor, rammer, site mixer and generator');
      return a.add(
        backdrop({ theme: 'midday', horizon: 440, ground: 'paved' }),
        rect(0, 150, 430, 290, C.teal),
        rect(430, 190, 370, 250, C.coral),
        line('M10 295h420', C.ink, 250, { 'stroke-dasharray': '6 22', opacity: 0.25 }),
        line('M440 315h360', C.ink, 210, { 'stroke-dasharray': '6 22', opacity: 0.25 }),
        rect(0, 420, 800, 44, C.concrete),
        rect(0, 420, 800, 6, C.amber),
        rect(0, 464, 800, 10, C.ink, 0),
        a.place(plateCompactor, amber(70, 180, { base: 422 })),
        a.place(rammerCompactor, { x: 280, base: 422, height: 220, colour: C.amber }),
        a.place(drumMixer, amber(430, 160, { base: 422 })),
        a.place('mdi:generator-portable', amber(610, 120, { base: 422 })),
      );
    },
  },
  {
    file: 'art/equipment-power-tools.svg',
    build() {
      const a = scene('Workshop wall with power tools: drill, circular saw, breaker and hand tools on a pegboard');
      return a.add(
        backdrop({ wall: '#e9dcc4', horizon: 410, ground: 'paved' }),
        rect(40, 30, 560, 160, C.amberDark, 8),
        line('M56 46h528M56 78h528M56 110h528M56 142h528M56 174h528', C.ink, 4, { 'stroke-dasharray': '4 28', opacity: 0.35 }),
        a.place('mdi:hammer', { x: 80, base: 170, height: 120, colour: C.offWhite }),
        a.place('mdi:wrench', { x: 190, base: 170, height: 120, colour: C.offWhite }),
        a.place('mdi:saw-blade', { x: 310, base: 170, width: 120, colour: C.offWhite }),
        a.place('mdi:tape-measure', { x: 460, base: 165, width: 110, colour: C.amberLight }),
        rect(30, 320, 580, 18, C.slate),
        rect(60, 338, 14, 72, C.slate),
        rect(566, 338, 14, 72, C.slate),
        a.place(powerDrill, amber(60, 230, { base: 320 })),
        a.place('mdi:circular-saw', amber(340, 200, { base: 320 })),
        a.place(breaker, { x: 650, base: 440, height: 260, colour: C.amber }),
      );
    },
  },
];
