// Next.js loads its cache handler with a plain `import()`, in `next build` as well as in the server: this file
// loads the TypeScript handler through tsx so that both work. See next-cache-handler.ts.
import { tsImport } from 'tsx/esm/api'

const loaded = await tsImport('./next-cache-handler.ts', import.meta.url)

export default loaded.default?.default ?? loaded.default
