// Where the supplier's parts are and where its vans go: branches and drop points.

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
