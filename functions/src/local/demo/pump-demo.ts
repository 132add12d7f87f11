import { PUMP_MEDIA, PUMP_TYPES } from '@sddp/shared';
import { publishPumps, type PumpRecord } from '#domains/device/data/pump-catalogue';

/** Rated flow (m³/h) and head (m) ranges a pump of each type is built for; sampled log-uniformly. */
const TYPE_RANGES: Record<number, { flow: [number, number]; head: [number, number]; prefix: string; speeds: number[] }> = {
  1: { flow: [5, 200], head: [10, 60], prefix: 'ZX', speeds: [1450, 2950] },
  2: { flow: [0.5, 50], head: [100, 2000], prefix: 'WF', speeds: [120, 200, 300] },
  3: { flow: [0.01, 2], head: [50, 3000], prefix: 'JM', speeds: [60, 100, 150] },
  4: { flow: [1, 150], head: [10, 150], prefix: 'PB', speeds: [2900] },
  5: { flow: [100, 2000], head: [100, 600], prefix: 'BB2-', speeds: [1480, 2980] },
  6: { flow: [50, 800], head: [500, 3000], prefix: 'BB5-', speeds: [2980, 4500] },
  7: { flow: [5, 600], head: [10, 250], prefix: 'OH2-', speeds: [1480, 2950] },
  8: { flow: [2, 60], head: [200, 1500], prefix: 'OH6-', speeds: [8000, 12000] },
};

/** Density (kg/m³) and vapour pressure range (kPa) of each medium of spec §3. */
const MEDIA: Record<number, { density: number; vapour: [number, number] }> = {
  1: { density: 850, vapour: [5, 50] },
  2: { density: 1000, vapour: [3, 100] },
  3: { density: 600, vapour: [500, 1800] },
  4: { density: 650, vapour: [200, 1200] },
  5: { density: 900, vapour: [10, 300] },
};

const MANUFACTURERS = ['华东泵业', '北方流体机械', '长江动力装备', '南方特种泵', 'Apex Pumps', 'Meridian Flow', 'Delta Process Pumps'];
const STANDARD_DN = [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150, 200, 250, 300, 350, 400, 450, 500, 600];

/** mulberry32: a small seeded generator, so the catalogue is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The smallest standard nozzle that keeps the suction velocity under about 2 m/s. */
function nozzleFor(flow: number): number {
  const diameterMm = Math.sqrt((4 * flow) / 3600 / Math.PI / 2) * 1000;
  return STANDARD_DN.find((dn) => dn >= diameterMm) ?? STANDARD_DN[STANDARD_DN.length - 1]!;
}

/** Pump i (0-based) of the demo catalogue: every type and medium in turn, values from the physics of the type. */
export function demoPump(index: number, firstId = 1): PumpRecord {
  const random = generator(index * 7919 + 17);
  const between = ([low, high]: [number, number]) => Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low)));
  const typeCode = PUMP_TYPES[index % PUMP_TYPES.length]!;
  const mediumCode = PUMP_MEDIA[Math.floor(index / PUMP_TYPES.length) % PUMP_MEDIA.length]!;
  const type = TYPE_RANGES[typeCode]!;
  const medium = MEDIA[mediumCode]!;
  const flow = round(between(type.flow), flowPlaces(type.flow[0]));
  const head = round(between(type.head), 1);
  const efficiency = round(Math.min(85, 30 + 12 * Math.log10(1 + flow * 10)) - random() * 5, 1);
  const shaftKw = (medium.density * 9.81 * (flow / 3600) * head) / (efficiency / 100) / 1000;
  const nozzle = nozzleFor(flow);
  return {
    id: firstId + index,
    version: 1,
    tagNumber: `P-${1 + (index % 9)}${String(101 + (Math.floor(index / 9) % 899)).padStart(3, '0')}${'AB'[index % 2]}`,
    name: `${type.prefix}${nozzle}-${Math.round(head < 100 ? 160 + head * 2 : 250 + head / 10)}`,
    type: typeCode,
    medium: mediumCode,
    flow,
    head,
    vapourPressure: round(between(medium.vapour), 1),
    differentialPressure: round((medium.density * 9.81 * head) / 1e6, 3),
    ratedPower: round(Math.max(0.37, shaftKw * 1.15), 2),
    inletNozzle: nozzle,
    manufacturer: MANUFACTURERS[Math.floor(random() * MANUFACTURERS.length)]!,
    speed: type.speeds[Math.floor(random() * type.speeds.length)]!,
    npshr: round(1 + random() * 6, 1),
    efficiency,
  };
}

const flowPlaces = (low: number) => (low < 1 ? 3 : 1);

/** The demo catalogue: `count` pumps, ids firstId…, deterministic. */
export const demoPumps = (count: number, firstId = 1) => Array.from({ length: count }, (_, index) => demoPump(index, firstId));

/** The size `npm start` seeds: every type × medium pair at least 15 times. */
export const DEMO_PUMP_COUNT = 600;

/** Seeds the demo catalogue (idempotent: the same ids and versions). */
export const seedDemoPumps = (count = DEMO_PUMP_COUNT) => publishPumps(demoPumps(count));
