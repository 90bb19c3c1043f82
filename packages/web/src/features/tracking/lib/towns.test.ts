import { describe, expect, it } from 'vitest';
import { defaultView, toScreen } from './map-view.ts';
import { squareAt, townLabels, type TownLabel } from './towns.ts';

const size = { width: 900, height: 700 };
const names = (labels: TownLabel[]) => labels.map((label) => label.name);

/** Each label's text box, by the same estimate of 7 px a character, 14 px tall. */
const textBox = ({ name, x, y, dx }: TownLabel) => {
  const width = name.length * 7;
  const left = dx > 0 ? x + dx : x + dx - width;
  return { left, right: left + width, top: y - 7, bottom: y + 7 };
};

describe('townLabels', () => {
  it('names the cities at the default view, and the places around Leeds only closer in', () => {
    const overview = names(townLabels(defaultView, size));
    expect(overview).toEqual(
      expect.arrayContaining(['Leeds', 'London', 'Manchester', 'Dublin', 'Glasgow', 'Limerick']),
    );
    expect(overview).not.toContain('Headingley');

    const leeds = { center: { lat: 53.8, lng: -1.55 }, zoom: 12 };
    expect(names(townLabels(leeds, size))).toEqual(
      expect.arrayContaining(['Leeds', 'Headingley', 'Kirkstall']),
    );
  });

  it('names only the biggest places further out, smaller ones closer in', () => {
    const named = (zoom: number, center = defaultView.center) =>
      names(townLabels({ center, zoom }, size));
    expect(named(5)).toContain('Dublin');
    expect(named(5)).not.toContain('Limerick');
    expect(named(6)).toContain('Limerick');
    expect(named(5).length).toBeLessThan(named(6).length);
    const leeds = { lat: 53.8, lng: -1.55 };
    expect(named(7, leeds)).not.toContain('Harrogate');
    expect(named(8, leeds)).toContain('Harrogate');
  });

  it('lets no two names overlap: the bigger town keeps its name', () => {
    const labels = townLabels(defaultView, size);
    // Bradford is 9 px from Leeds at zoom 6, too close to tell apart.
    expect(names(labels)).not.toContain('Bradford');
    expect(names(townLabels({ center: { lat: 53.8, lng: -1.65 }, zoom: 9 }, size))).toContain(
      'Bradford',
    );
    labels.forEach((a, i) =>
      labels.slice(i + 1).forEach((b) => {
        const [p, q] = [textBox(a), textBox(b)];
        const overlap =
          p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
        expect(overlap, `${a.name} and ${b.name}`).toBe(false);
      }),
    );
  });

  it('moves a name off a marker on its town, or leaves it out', () => {
    const leeds = toScreen({ lat: 53.7997, lng: -1.5492 }, defaultView, size);
    const depot = squareAt(leeds, 26);
    const label = townLabels(defaultView, size, [depot]).find((town) => town.name === 'Leeds');
    expect(label?.dx).toBe(18);
    expect(textBox(label ?? { name: '', x: 0, y: 0, dx: 0 }).left).toBeGreaterThan(depot.right);

    const covered = { left: leeds.x - 200, right: leeds.x + 200, top: 0, bottom: size.height };
    expect(names(townLabels(defaultView, size, [covered]))).not.toContain('Leeds');
  });

  it('keeps every name inside the map', () => {
    const narrow = { width: 220, height: 480 };
    for (const label of townLabels(defaultView, narrow)) {
      const box = textBox(label);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(narrow.width);
    }
  });
});
