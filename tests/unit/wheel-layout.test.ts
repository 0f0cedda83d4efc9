/** The birth chart's wheel: where a longitude is drawn, and glyphs spread so that none covers another. */
import { angleDifference } from '../../contract/domain/chart-points';
import { CENTRE, polar, spreadGlyphs } from '../../widgets/theme-astral/wheel-layout';

/** The smallest distance along the circle between any two of `placed`. */
function closest(placed: number[]): number {
  let smallest = 360;
  for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) smallest = Math.min(smallest, Math.abs(angleDifference(placed[i]!, placed[j]!)));
  return smallest;
}

describe('the wheel', () => {
  it('draws the left-hand longitude (the ascendant) on the left, the zodiac counter-clockwise, the midheaven a quarter before it at the top', () => {
    expect(polar(123, 100, 123)).toEqual({ x: CENTRE - 100, y: CENTRE });
    // 90° further along the zodiac: at the bottom (the fourth house's cusp side).
    expect(polar(213, 100, 123)).toEqual({ x: CENTRE, y: CENTRE + 100 });
    expect(polar(33, 100, 123)).toEqual({ x: CENTRE, y: CENTRE - 100 });
    expect(polar(303, 100, 123)).toEqual({ x: CENTRE + 100, y: CENTRE });
  });

  it('leaves glyphs far enough apart where they are', () => {
    expect(spreadGlyphs([10, 40, 200, 350], 8)).toEqual([10, 40, 200, 350]);
  });

  it('spreads a crowd around its middle, in its order, the gap apart', () => {
    const placed = spreadGlyphs([100, 101, 102, 250], 8);
    expect(placed[3]).toBe(250);
    expect(placed.slice(0, 3).map((value) => Math.round(value * 1000) / 1000)).toEqual([93, 101, 109]);
  });

  it('spreads a crowd across 0° Bélier without tearing it', () => {
    const placed = spreadGlyphs([358, 359, 1, 2], 8);
    expect(closest(placed)).toBeGreaterThanOrEqual(8 - 1e-9);
    // Kept in the zodiac's order around the circle, centred where they were.
    expect(placed.map((value) => Math.round(value))).toEqual([348, 356, 4, 12]);
  });

  it('merges crowds that touch once spread, until no two glyphs are closer than the gap', () => {
    // A stellium, with neighbours on both sides: thirteen points as a chart may have.
    const longitudes = [118, 119, 120, 121, 122, 130, 112, 140, 10, 200, 201, 300, 305];
    const placed = spreadGlyphs(longitudes, 8.5);
    expect(closest(placed)).toBeGreaterThanOrEqual(8.5 - 1e-9);
    // Each glyph stays near its place: no crowd of this size moves one more than 40°.
    for (const [index, longitude] of longitudes.entries()) expect(Math.abs(angleDifference(longitude, placed[index]!))).toBeLessThan(40);
  });

  it('refuses more glyphs than the circle holds at that gap', () => {
    expect(() => spreadGlyphs(Array.from({ length: 40 }, (_, i) => i), 9)).toThrow();
  });
});
