/** ../lazy/live.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/live';
import { LiveStatus, LiveSnapshot } from '../../../../contract/schemas/live';

export const liveStatusSchema: typeof Lazy.liveStatusSchema = async () => LiveStatus;
export const liveSnapshotSchema: typeof Lazy.liveSnapshotSchema = async () => LiveSnapshot;
