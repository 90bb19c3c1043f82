import {
  toScreen,
  type LatLng,
  type MapView,
  type ViewportSize,
  type WorldPoint,
} from './map-view.ts';

/** rank 1: the capitals and largest cities; 2: cities; 3: towns; 4: places around the depot. */
type Town = { name: string; rank: 1 | 2 | 3 | 4; at: LatLng };

const town = (name: string, rank: Town['rank'], lat: number, lng: number): Town => ({
  name,
  rank,
  at: { lat, lng },
});

// Biggest first: where two labels would collide, the earlier one stays.
const towns: readonly Town[] = [
  town('London', 1, 51.5072, -0.1276),
  town('Leeds', 1, 53.7997, -1.5492),
  town('Manchester', 1, 53.4808, -2.2426),
  town('Birmingham', 1, 52.4862, -1.8904),
  town('Glasgow', 1, 55.8642, -4.2518),
  town('Edinburgh', 1, 55.9533, -3.1883),
  town('Cardiff', 1, 51.4816, -3.1791),
  town('Belfast', 1, 54.5973, -5.9301),
  town('Dublin', 1, 53.3498, -6.2603),
  town('Liverpool', 2, 53.4084, -2.9916),
  town('Sheffield', 2, 53.3811, -1.4701),
  town('Newcastle', 2, 54.9783, -1.6178),
  town('Bristol', 2, 51.4545, -2.5879),
  town('Limerick', 2, 52.6638, -8.6267),
  town('Cork', 2, 51.8985, -8.4756),
  town('Galway', 2, 53.2707, -9.0568),
  town('York', 2, 53.96, -1.0873),
  town('Hull', 2, 53.7676, -0.3274),
  town('Bradford', 2, 53.795, -1.7594),
  town('Nottingham', 2, 52.9548, -1.1581),
  town('Leicester', 2, 52.6369, -1.1398),
  town('Aberdeen', 2, 57.1497, -2.0943),
  town('Inverness', 2, 57.4778, -4.2247),
  town('Plymouth', 2, 50.3755, -4.1427),
  town('Southampton', 2, 50.9097, -1.4044),
  town('Norwich', 2, 52.6309, 1.2974),
  town('Wakefield', 3, 53.683, -1.4977),
  town('Harrogate', 3, 53.9921, -1.5418),
  town('Huddersfield', 3, 53.6458, -1.785),
  town('Halifax', 3, 53.7248, -1.8658),
  town('Doncaster', 3, 53.5228, -1.1285),
  town('Preston', 3, 53.7632, -2.7031),
  town('Lancaster', 3, 54.0466, -2.8007),
  town('Skipton', 3, 53.9623, -2.0163),
  town('Kendal', 3, 54.328, -2.7463),
  town('Carlisle', 3, 54.8925, -2.9329),
  town('Middlesbrough', 3, 54.5742, -1.235),
  town('Scarborough', 3, 54.2831, -0.3998),
  town('Sunderland', 3, 54.9069, -1.3838),
  town('Derby', 3, 52.9225, -1.4746),
  town('Stoke-on-Trent', 3, 53.0027, -2.1794),
  town('Swansea', 3, 51.6214, -3.9436),
  town('Exeter', 3, 50.7184, -3.5339),
  town('Oxford', 3, 51.752, -1.2577),
  town('Cambridge', 3, 52.2053, 0.1218),
  town('Brighton', 3, 50.8225, -0.1372),
  town('Dundee', 3, 56.462, -2.9707),
  town('Derry', 3, 54.9966, -7.3086),
  town('Sligo', 3, 54.2766, -8.4761),
  town('Waterford', 3, 52.2593, -7.1101),
  town('Ennis', 3, 52.8436, -8.9864),
  town('Shannon', 4, 52.7038, -8.8645),
  town('Headingley', 4, 53.8196, -1.578),
  town('Kirkstall', 4, 53.8112, -1.5852),
  town('Horsforth', 4, 53.841, -1.64),
  town('Pudsey', 4, 53.796, -1.662),
  town('Morley', 4, 53.74, -1.6),
  town('Rothwell', 4, 53.7481, -1.4779),
  town('Garforth', 4, 53.793, -1.389),
  town('Otley', 4, 53.905, -1.693),
  town('Shipley', 4, 53.8331, -1.7713),
  town('Keighley', 4, 53.8679, -1.9064),
  town('Castleford', 4, 53.725, -1.362),
  town('Dewsbury', 4, 53.691, -1.633),
  town('Wetherby', 4, 53.928, -1.386),
];

/** The least important rank labelled at `zoom`: more places as the map zooms in. */
const deepestRank = (zoom: number) => (zoom <= 5 ? 1 : zoom <= 7 ? 2 : zoom <= 9 ? 3 : 4);

/** An area of the viewport in px, such as a marker's. */
export type ScreenRect = { left: number; right: number; top: number; bottom: number };

/** The square of side `size` centred on `at`. */
export const squareAt = (at: WorldPoint, size: number): ScreenRect => ({
  left: at.x - size / 2,
  right: at.x + size / 2,
  top: at.y - size / 2,
  bottom: at.y + size / 2,
});

const overlaps = (a: ScreenRect, b: ScreenRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

// Names are 12 px text: about this wide a character, and this tall.
const charWidth = 7;
const textHeight = 14;
/** Where a name may go, in this order: right of its dot, left of it, then clear of a marker. */
const offsets = [6, -6, 18, -18];
/** Towns closer than this, in px, to a bigger one named are left out: too close to tell apart. */
const minSpacing = 20;

/** A town's name at `dx` px from its dot: starting there, or ending there when `dx` < 0. */
export type TownLabel = { name: string; x: number; y: number; dx: number };

/**
 * The towns to name in `view`: those of the ranks its zoom shows, each name on the first side
 * of its dot where it stays in the viewport and runs into no marker and no bigger town's name
 * or dot. A town near a bigger one named, or whose dot is under its name, is left out.
 */
export function townLabels(
  view: MapView,
  size: ViewportSize,
  markers: readonly ScreenRect[] = [],
): TownLabel[] {
  const taken: ScreenRect[] = [];
  const labels: TownLabel[] = [];
  for (const { name, rank, at } of towns) {
    if (rank > deepestRank(view.zoom)) continue;
    const point = toScreen(at, view, size);
    const dot = squareAt(point, 6);
    const crowded = labels.some(
      (other) => Math.max(Math.abs(other.x - point.x), Math.abs(other.y - point.y)) < minSpacing,
    );
    if (crowded || taken.some((other) => overlaps(dot, other))) continue;
    const width = name.length * charWidth;
    const textAt = (dx: number): ScreenRect => {
      const left = dx > 0 ? point.x + dx : point.x + dx - width;
      const top = point.y - textHeight / 2;
      return { left, right: left + width, top, bottom: top + textHeight };
    };
    const free = (text: ScreenRect) =>
      text.left >= 0 &&
      text.right <= size.width &&
      text.top >= 0 &&
      text.bottom <= size.height &&
      ![...taken, ...markers].some((other) => overlaps(text, other));
    const choice = offsets.map((dx) => ({ dx, text: textAt(dx) })).find(({ text }) => free(text));
    if (!choice) continue;
    taken.push(choice.text, dot);
    labels.push({ name, x: point.x, y: point.y, dx: choice.dx });
  }
  return labels;
}
