/** ../live.ts's schemas, loaded with the first answer they parse (../../schema-source.ts; the embed's twin: ../eager/live.ts). */
export const liveSnapshotSchema = () => import('../../../../contract/schemas/live').then((file) => file.LiveSnapshot);
