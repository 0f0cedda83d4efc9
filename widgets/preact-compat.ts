/**
 * What `react` means in the Preact flavour of the embed bundles (tsup.config.ts):
 * preact/compat's named exports unchanged, and a default export that holds
 * only what our dependencies read from `import React from 'react'` (jotai:
 * use, without which it took its own shim in this flavour only).
 *
 * preact/compat's own default export names every piece of compat (Suspense,
 * lazy, Children, portals, memo, forwardRef…), so one default import keeps
 * them all in the bundle: about 2 KB gzip that no widget runs. A dependency
 * that reads another member through its default import would get undefined
 * in the Preact flavour only: the build fails then, naming it
 * (scripts/trimmed-react-default.ts), and the member is added here.
 */
import { use } from 'preact/compat';

// @ts-expect-error preact/compat's types say `export =`, which `export *` cannot name; the module itself is ESM and esbuild re-exports it.
export * from 'preact/compat';

export default { use };
