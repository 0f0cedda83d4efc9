/**
 * The wheel's placements as a real table, which a screen reader reads cell
 * by cell: each point, its sign, its degree and minute in the sign followed
 * by « R » (an abbreviation titled « rétrograde ») for a planet moving
 * backwards, and its house. The mark shares the position's cell: a column of
 * its own made the table wider than a phone.
 */
import { useId } from 'react';
import { CHART_POINT_GLYPHS } from '../../contract/domain/chart-points';
import type { BirthChart } from '../../contract/schemas/astro';
import { degreesText, pointName, signName } from './chart-words';
import { THEME_ASTRAL_TEXTS } from './texts';
import styles from './theme-astral.module.css';

const T = THEME_ASTRAL_TEXTS.chart;

export function PositionsTable({ chart }: { chart: BirthChart }) {
  const rows = [...chart.bodies.map((body) => ({ ...body, angle: false })), ...chart.angles.map((angle) => ({ ...angle, house: null, retrograde: false, angle: true }))];
  const withHouses = chart.houses !== null;
  const captionId = useId();
  return (
    // A narrow widget scrolls the table in its own box, never the page; the box takes the keyboard's focus to scroll.
    <div className={styles.tableScroll} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.positions} part="positions">
        <caption id={captionId}>{T.positionsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.point}</th>
            <th scope="col">{T.sign}</th>
            <th scope="col">{T.position}</th>
            {withHouses && <th scope="col">{T.house}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.point} data-point={row.point}>
              <th scope="row">
                <span className={styles.tableGlyph} aria-hidden="true">
                  {CHART_POINT_GLYPHS[row.point] + (row.angle ? '' : '\ufe0e')}
                </span>
                {pointName(row.point)}
              </th>
              <td>{signName(row.sign)}</td>
              <td className={styles.number}>
                {degreesText(row.degrees, row.minutes)}
                {row.retrograde && (
                  <>
                    {' '}
                    <abbr title={T.retrograde}>{T.retrogradeMark}</abbr>
                  </>
                )}
              </td>
              {withHouses && <td className={styles.number}>{row.house ?? ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
