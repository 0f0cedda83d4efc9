/**
 * How the chart's numbers read, in the wheel's text alternative, the table
 * and the aspects alike: « 14° 07′ », « Cancer », « Soleil ».
 */
import { CHART_POINT_NAMES, type ChartPoint } from '../../contract/domain/chart-points';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';

/** « 14° 07′ »: minutes on two digits, held to the degrees by a no-break space. */
export const degreesText = (degrees: number, minutes: number) => `${degrees}°\u00a0${String(minutes).padStart(2, '0')}′`;

/** The sign's French name from its index (0 = Bélier). */
export const signName = (sign: number) => ZODIAC_SIGNS[sign]?.name ?? '';

export const pointName = (point: ChartPoint) => CHART_POINT_NAMES[point];
