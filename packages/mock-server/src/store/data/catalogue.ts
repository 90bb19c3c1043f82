// What the demo seed draws on: parts as a UK garage names them, the supplier's part number
// prefixes and trade prices, the vehicles that come through a Yorkshire workshop, and the
// supplier's branches and drop points.

export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid';

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

export type VehicleModel = {
  make: string;
  /** Second block of the supplier's part number. */
  makeCode: string;
  model: string;
  engines: readonly (readonly [engine: string, fuel: Fuel])[];
};

const models = (
  make: string,
  makeCode: string,
  list: Record<string, VehicleModel['engines']>,
): VehicleModel[] =>
  Object.entries(list).map(([model, engines]) => ({ make, makeCode, model, engines }));

export const vehicles: readonly VehicleModel[] = [
  ...models('Ford', 'FO', {
    Fiesta: [
      ['1.0 EcoBoost', 'Petrol'],
      ['1.5 TDCi', 'Diesel'],
    ],
    Focus: [
      ['1.0 EcoBoost', 'Petrol'],
      ['1.5 EcoBlue', 'Diesel'],
      ['1.6 TDCi', 'Diesel'],
    ],
    Kuga: [['2.0 TDCi', 'Diesel']],
    'Transit Custom': [['2.0 EcoBlue', 'Diesel']],
  }),
  ...models('Vauxhall', 'VA', {
    Corsa: [
      ['1.2', 'Petrol'],
      ['1.4', 'Petrol'],
    ],
    Astra: [
      ['1.4 Turbo', 'Petrol'],
      ['1.6 CDTi', 'Diesel'],
    ],
    Insignia: [['2.0 CDTi', 'Diesel']],
    Vivaro: [['1.6 CDTi', 'Diesel']],
  }),
  ...models('Volkswagen', 'VW', {
    Golf: [
      ['1.4 TSI', 'Petrol'],
      ['1.6 TDI', 'Diesel'],
      ['2.0 TDI', 'Diesel'],
    ],
    Polo: [['1.0 TSI', 'Petrol']],
    Passat: [['2.0 TDI', 'Diesel']],
    Transporter: [['2.0 TDI', 'Diesel']],
  }),
  ...models('BMW', 'BM', {
    '118d': [['2.0 d', 'Diesel']],
    '320d': [['2.0 d', 'Diesel']],
    X3: [['2.0 d', 'Diesel']],
  }),
  ...models('Audi', 'AU', {
    A3: [
      ['1.4 TFSI', 'Petrol'],
      ['1.6 TDI', 'Diesel'],
    ],
    A4: [['2.0 TDI', 'Diesel']],
  }),
  ...models('Nissan', 'NI', {
    Qashqai: [
      ['1.3 DIG-T', 'Petrol'],
      ['1.5 dCi', 'Diesel'],
    ],
    Juke: [['1.6', 'Petrol']],
    Micra: [['1.2', 'Petrol']],
  }),
  ...models('Toyota', 'TO', {
    Yaris: [
      ['1.5 Hybrid', 'Hybrid'],
      ['1.33 VVT-i', 'Petrol'],
    ],
    Corolla: [['1.8 Hybrid', 'Hybrid']],
    Aygo: [['1.0 VVT-i', 'Petrol']],
  }),
  ...models('Kia', 'KI', {
    Sportage: [
      ['1.6 T-GDi', 'Petrol'],
      ['1.7 CRDi', 'Diesel'],
    ],
    Ceed: [['1.4', 'Petrol']],
  }),
  ...models('Hyundai', 'HY', {
    i30: [['1.6 CRDi', 'Diesel']],
    Tucson: [['1.6 T-GDi', 'Petrol']],
  }),
  ...models('Peugeot', 'PE', {
    '208': [['1.2 PureTech', 'Petrol']],
    '308': [['1.6 BlueHDi', 'Diesel']],
  }),
  ...models('Citroen', 'CI', {
    C3: [['1.2 PureTech', 'Petrol']],
    Berlingo: [['1.6 BlueHDi', 'Diesel']],
  }),
  ...models('Renault', 'RE', {
    Clio: [['0.9 TCe', 'Petrol']],
    Megane: [['1.5 dCi', 'Diesel']],
  }),
  ...models('Skoda', 'SK', {
    Octavia: [
      ['1.4 TSI', 'Petrol'],
      ['2.0 TDI', 'Diesel'],
    ],
    Fabia: [['1.0 TSI', 'Petrol']],
  }),
  ...models('Mercedes-Benz', 'ME', {
    'A-Class': [['1.5 A180d', 'Diesel']],
    Sprinter: [['2.1 CDI', 'Diesel']],
  }),
  ...models('Honda', 'HO', {
    Civic: [['1.8 i-VTEC', 'Petrol']],
    Jazz: [['1.4 i-VTEC', 'Petrol']],
  }),
  ...models('Mini', 'MI', { Cooper: [['1.6', 'Petrol']] }),
  ...models('Seat', 'SE', { Leon: [['1.6 TDI', 'Diesel']] }),
  ...models('Fiat', 'FI', { '500': [['1.2', 'Petrol']] }),
  ...models('Land Rover', 'LR', { 'Discovery Sport': [['2.0 TD4', 'Diesel']] }),
  ...models('Mazda', 'MA', { 'CX-5': [['2.2 Skyactiv-D', 'Diesel']] }),
];

/** Saved part lists a garage keeps for common jobs (3-6 parts each). */
export const partListTemplates: readonly { name: string; parts: readonly string[] }[] = [
  { name: 'Interim service', parts: ['Oil filter', 'Engine oil 5W-30 5L', 'Sump plug washer'] },
  { name: 'Rear brakes', parts: ['Rear brake pads', 'Rear brake discs', 'Brake fluid 1L'] },
  {
    name: 'Timing belt job',
    parts: ['Timing belt kit', 'Water pump', 'Auxiliary belt', 'Coolant 5L'],
  },
  {
    name: 'Clutch job',
    parts: ['Clutch kit', 'Concentric slave cylinder', 'Dual mass flywheel', 'Gearbox oil 1L'],
  },
  {
    name: 'MOT prep',
    parts: ['Wiper blades', 'H7 headlamp bulbs', 'Front drop links', 'Screenwash 5L'],
  },
  {
    name: 'Diesel service',
    parts: ['Oil filter', 'Fuel filter', 'Air filter', 'Cabin filter', 'Engine oil 5W-30 5L'],
  },
  {
    name: 'Workshop consumables',
    parts: [
      'Brake cleaner 500ml',
      'Nitrile gloves, large (box of 100)',
      'Blue roll',
      'Copper grease 500g',
      'Seat covers (pack of 500)',
    ],
  },
  {
    name: 'Winter check',
    parts: ['Battery 096', 'Wiper blades', 'Screenwash 5L', 'Antifreeze 5L'],
  },
  {
    name: 'Front suspension',
    parts: ['Front shock absorbers', 'Top mounts', 'Front drop links', 'Track rod end'],
  },
  {
    name: 'Aircon service',
    parts: ['Cabin filter', 'Aircon sanitiser', 'R1234yf refrigerant', 'Compressor oil'],
  },
];

/** Extra words garages put in enquiry notes, before the vehicle paragraph. */
export const noteExtras: readonly string[] = [
  'Customer waiting',
  'OE or equivalent',
  'Premium brand if possible',
  'Cheapest option please',
  'Car on the ramp',
  'Check fitment, facelift model',
  'Needs to be here before 2pm',
  'Price and availability please',
];

export const cantSupplyReasons: readonly string[] = [
  'Dealer-only part: not available to the aftermarket.',
  'No stock in the UK; manufacturer lead time 3-4 weeks.',
  'Superseded part number no longer listed for this VIN.',
  'Discontinued by the manufacturer; no pattern part available.',
];

export const returnReasons = [
  'Wrong part supplied',
  'Not required',
  'Damaged in transit',
  'Warranty - failed in service',
  'Ordered in error',
] as const;

export type Branch = { code: string; town: string };

/** Pennine's branches: LEE is the own branch of the Leeds garages, BRD of the Bradford one. */
export const pennineBranches: readonly Branch[] = [
  { code: 'LEE', town: 'Leeds' },
  { code: 'BRD', town: 'Bradford' },
  { code: 'YRK', town: 'York' },
  { code: 'HUD', town: 'Huddersfield' },
];

/** Shannon's branches: LMK is the own branch of the Limerick garage. */
export const shannonBranches: readonly Branch[] = [
  { code: 'LMK', town: 'Limerick' },
  { code: 'ENN', town: 'Ennis' },
  { code: 'GAL', town: 'Galway' },
];

/** Drop points around the Leeds depot, all within about 25 km of it. */
export const leedsDropPoints: readonly (readonly [lat: number, lon: number])[] = [
  [53.8112, -1.5852], // Kirkstall
  [53.8196, -1.578], // Headingley
  [53.841, -1.64], // Horsforth
  [53.796, -1.662], // Pudsey
  [53.74, -1.6], // Morley
  [53.7481, -1.4779], // Rothwell
  [53.793, -1.389], // Garforth
  [53.683, -1.4977], // Wakefield
  [53.795, -1.7594], // Bradford
  [53.9921, -1.5418], // Harrogate
  [53.905, -1.693], // Otley
];

/** Drop points for the Bradford account (Bradford and Shipley). */
export const bradfordDropPoints: readonly (readonly [lat: number, lon: number])[] = [
  [53.7935, -1.7652], // Thornton Road
  [53.8331, -1.7713], // Shipley
  [53.7745, -1.7301], // Bowling
];
