/**
 * How the chart's numbers read, in the wheel's text alternative, the table
 * and the aspects alike: « 14° 07′ », « Cancer », « Soleil ».
 */
import { CHART_POINT_NAMES, degreesMinutesText, type ChartPoint } from '../../contract/domain/chart-points';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';

/** « 14° 07′ »: the contract's one way to write degrees and minutes. */
export const degreesText = (degrees: number, minutes: number) => degreesMinutesText({ degrees, minutes });

/** The sign's French name from its index (0 = Bélier). */
export const signName = (sign: number) => ZODIAC_SIGNS[sign]?.name ?? '';

export const pointName = (point: ChartPoint) => CHART_POINT_NAMES[point];
