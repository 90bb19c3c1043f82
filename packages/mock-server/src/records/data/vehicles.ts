// The vehicles that come through a Yorkshire workshop, as the demo seed draws them.

export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid';

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
