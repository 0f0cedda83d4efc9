/** ../lazy/live.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/live';
import { LiveSnapshot } from '../../../../contract/schemas/live';

export const liveSnapshotSchema: typeof Lazy.liveSnapshotSchema = async () => LiveSnapshot;
