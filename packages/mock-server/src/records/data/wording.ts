// What garages and the supplier write, as the demo seed draws it: saved part lists, notes on
// enquiries, reasons a part cannot be supplied or was returned.

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
