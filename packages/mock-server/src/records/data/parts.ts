// The parts the demo seed draws on, as a UK garage names them, with the supplier's part number
// prefixes and trade prices; the jobs that call for them, and the workshop's sundries.
import type { Fuel } from './vehicles.ts';

export type CatalogueItem = {
  /** As the garage writes it in an enquiry. */
  name: string;
  /** First block of the supplier's part number, as in 'BP-FO-1021'. */
  prefix: string;
  /** Trade price range in pounds. */
  price: readonly [number, number];
  /** Usual quantity on one job. */
  qty: readonly [number, number];
  brands: readonly string[];
  /** Only fits engines on this fuel. */
  fuel?: Fuel;
};

const item = (
  name: string,
  prefix: string,
  price: readonly [number, number],
  brands: readonly string[],
  qty: readonly [number, number] = [1, 1],
  fuel?: Fuel,
): CatalogueItem => ({ name, prefix, price, qty, brands, ...(fuel ? { fuel } : {}) });

export const parts = {
  frontPads: item('Front brake pads', 'BP', [18, 45], ['Mintex', 'TRW', 'Brembo', 'Bosch']),
  frontDiscs: item('Front brake discs', 'BD', [35, 95], ['Mintex', 'TRW', 'Brembo']),
  rearPads: item('Rear brake pads', 'BP', [16, 38], ['Mintex', 'TRW', 'Brembo']),
  rearDiscs: item('Rear brake discs', 'BD', [30, 80], ['Mintex', 'TRW', 'Brembo']),
  wearSensor: item('Wear sensor', 'WS', [5, 15], ['TRW', 'Bosch']),
  rearShoes: item('Rear brake shoes', 'BS', [22, 40], ['Mintex', 'TRW']),
  wheelCylinders: item('Rear wheel cylinders', 'WC', [9, 22], ['TRW', 'Apec'], [2, 2]),
  caliper: item('Front caliper, nearside', 'CA', [55, 120], ['TRW', 'Apec']),
  brakeFluid: item('Brake fluid 1L', 'BF', [6, 11], ['Comma', 'Castrol']),
  oilFilter: item('Oil filter', 'OF', [4, 12], ['Mann', 'Mahle', 'Bosch']),
  airFilter: item('Air filter', 'AF', [7, 20], ['Mann', 'Mahle', 'Bosch']),
  cabinFilter: item('Cabin filter', 'CF', [6, 18], ['Mann', 'Mahle']),
  fuelFilter: item('Fuel filter', 'FF', [10, 35], ['Mann', 'Bosch'], [1, 1], 'Diesel'),
  sparkPlugs: item('Spark plugs', 'SP', [4, 12], ['NGK', 'Bosch', 'Denso'], [4, 4], 'Petrol'),
  glowPlugs: item('Glow plugs', 'GP', [9, 18], ['NGK', 'Bosch', 'Beru'], [4, 4], 'Diesel'),
  engineOil: item('Engine oil 5W-30 5L', 'EO', [22, 38], ['Castrol', 'Comma', 'Mobil']),
  timingKit: item('Timing belt kit', 'TB', [60, 140], ['Gates', 'Dayco', 'Contitech']),
  waterPump: item('Water pump', 'WP', [28, 75], ['Gates', 'SKF', 'Dayco']),
  auxBelt: item('Auxiliary belt', 'AB', [10, 25], ['Gates', 'Dayco', 'Contitech']),
  tensioner: item('Aux belt tensioner', 'BT', [25, 60], ['Gates', 'INA']),
  clutchKit: item('Clutch kit', 'CK', [95, 220], ['LuK', 'Valeo', 'Sachs']),
  flywheel: item('Dual mass flywheel', 'FW', [180, 420], ['LuK', 'Valeo', 'Sachs']),
  slaveCylinder: item('Concentric slave cylinder', 'SC', [35, 80], ['LuK', 'Valeo']),
  frontShocks: item('Front shock absorbers', 'SA', [45, 95], ['Monroe', 'KYB', 'Sachs'], [2, 2]),
  rearShocks: item('Rear shock absorbers', 'SA', [35, 80], ['Monroe', 'KYB', 'Sachs'], [2, 2]),
  topMounts: item('Top mounts', 'TM', [9, 28], ['Febi', 'Monroe'], [2, 2]),
  coilSpring: item('Front coil spring', 'CS', [25, 55], ['Lesjofors', 'Kilen'], [1, 2]),
  dropLinks: item('Front drop links', 'DL', [8, 20], ['Febi', 'Lemforder', 'Moog'], [2, 2]),
  trackRodEnd: item('Track rod end', 'TR', [10, 25], ['Febi', 'Moog', 'TRW']),
  lowerArm: item('Front lower arm', 'LA', [30, 75], ['Febi', 'Lemforder', 'Moog']),
  wheelBearing: item('Front wheel bearing kit', 'HB', [25, 60], ['SKF', 'FAG']),
  cvJoint: item('CV joint kit', 'CV', [25, 55], ['GKN', 'SKF']),
  battery: item('Battery 096', 'BA', [70, 120], ['Varta', 'Bosch', 'Yuasa']),
  alternator: item('Alternator', 'AL', [120, 260], ['Bosch', 'Valeo', 'Denso']),
  starter: item('Starter motor', 'ST', [90, 200], ['Bosch', 'Valeo']),
  wipers: item('Wiper blades', 'WI', [8, 22], ['Bosch', 'Valeo'], [1, 2]),
  bulbs: item('H7 headlamp bulbs', 'HL', [4, 15], ['Osram', 'Philips', 'Ring'], [2, 2]),
  headlamp: item('Headlamp unit, nearside', 'HU', [90, 260], ['Valeo', 'TYC']),
  backBox: item('Exhaust back box', 'EX', [45, 110], ['Klarius', 'Bosal', 'Walker']),
  catalyst: item('Catalytic converter', 'CC', [180, 480], ['Klarius', 'BM Catalysts']),
  lambda: item('Lambda sensor', 'LS', [35, 90], ['NGK', 'Bosch', 'Denso']),
  dpf: item('DPF', 'DPF', [450, 900], ['BM Catalysts', 'Klarius'], [1, 1], 'Diesel'),
  dpfFittingKit: item('DPF fitting kit', 'FK', [25, 55], ['BM Catalysts', 'Klarius']),
  egr: item('EGR valve', 'EG', [90, 220], ['Pierburg', 'Valeo'], [1, 1], 'Diesel'),
  thermostat: item('Thermostat housing', 'TH', [20, 55], ['Gates', 'Mahle']),
  radiator: item('Radiator', 'RA', [70, 160], ['Nissens', 'Valeo']),
  coolant: item('Coolant 5L', 'CL', [12, 22], ['Comma', 'Febi']),
  coilPack: item('Ignition coil pack', 'IC', [25, 75], ['NGK', 'Bosch'], [1, 1], 'Petrol'),
} as const;

export type PartKey = keyof typeof parts;

/** A job a garage asks for parts for; its parts become the enquiry text and the quote lines. */
export type Job = { parts: readonly PartKey[]; note?: string };

export const jobs: readonly Job[] = [
  { parts: ['frontPads', 'frontDiscs', 'wearSensor'] },
  { parts: ['frontPads', 'frontDiscs'], note: 'Pair please' },
  { parts: ['rearPads', 'rearDiscs'] },
  { parts: ['rearShoes', 'wheelCylinders', 'brakeFluid'] },
  { parts: ['caliper', 'frontPads', 'brakeFluid'], note: 'Caliper seized' },
  { parts: ['oilFilter', 'airFilter', 'cabinFilter', 'sparkPlugs', 'engineOil'] },
  { parts: ['oilFilter', 'airFilter', 'cabinFilter', 'fuelFilter', 'engineOil'] },
  { parts: ['oilFilter', 'engineOil', 'airFilter'], note: 'Interim service' },
  { parts: ['timingKit', 'waterPump', 'auxBelt'] },
  { parts: ['clutchKit', 'slaveCylinder', 'flywheel'], note: 'Judder on pull away' },
  { parts: ['clutchKit', 'slaveCylinder'] },
  { parts: ['frontShocks', 'topMounts', 'dropLinks'] },
  { parts: ['rearShocks', 'topMounts'] },
  { parts: ['coilSpring', 'topMounts'], note: 'Spring snapped' },
  { parts: ['trackRodEnd', 'lowerArm'], note: 'MOT advisory' },
  { parts: ['wheelBearing', 'cvJoint'] },
  { parts: ['alternator', 'auxBelt', 'tensioner'], note: 'Battery light on' },
  { parts: ['starter', 'battery'], note: 'Non-starter' },
  { parts: ['backBox', 'lambda'] },
  { parts: ['catalyst', 'lambda'], note: 'Failed emissions' },
  { parts: ['dpf', 'dpfFittingKit', 'egr'] },
  { parts: ['radiator', 'thermostat', 'coolant'] },
  { parts: ['coilPack', 'sparkPlugs'], note: 'Misfire on cylinder 2' },
  { parts: ['glowPlugs', 'fuelFilter'], note: 'Hard starting when cold' },
  { parts: ['wipers', 'bulbs', 'dropLinks'], note: 'MOT tomorrow' },
  { parts: ['headlamp', 'bulbs'] },
];

/** Workshop sundries: enquiries with Reg CONSUMABLES and no vehicle. */
export const consumables: readonly CatalogueItem[] = [
  item('Brake cleaner 500ml', 'BC', [1.8, 3.2], ['Comma', 'Granville'], [12, 24]),
  item('Nitrile gloves, large (box of 100)', 'NG', [6, 11], ['Granville'], [2, 4]),
  item('Screenwash 5L', 'SW', [3, 6], ['Comma', 'Prestone'], [4, 8]),
  item('Blue roll', 'BR', [8, 14], ['Granville'], [2, 6]),
  item('Copper grease 500g', 'CG', [7, 12], ['Comma', 'Holts'], [1, 2]),
  item('WD-40 400ml', 'WD', [4, 6], ['WD-40'], [6, 12]),
  item('Seat covers (pack of 500)', 'PC', [18, 30], ['Granville'], [1, 1]),
  item('Cable ties 300mm (pack of 100)', 'TY', [3, 6], ['Granville'], [2, 5]),
];

/** Make code used in part numbers for consumables, which fit no vehicle. */
export const generalMakeCode = 'GN';
