/** ../live.ts's schemas, loaded with the first answer they parse (../../schema-source.ts; the embed's twin: ../eager/live.ts). */
export const liveStatusSchema = () => import('../../../../contract/schemas/live').then((file) => file.LiveStatus);
export const liveSnapshotSchema = () => import('../../../../contract/schemas/live').then((file) => file.LiveSnapshot);
