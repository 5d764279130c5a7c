/**
 * The npm package espeak-ng (eSpeak NG compiled to WebAssembly, GPL-3.0-or-later), used by the demo seed only
 * (src/seed/demo/narrated-video.ts): it ships no types. Its default export builds an Emscripten module that runs the
 * espeak-ng command line once with `arguments`; the files it writes are then in the module's in-memory file system.
 */
declare module 'espeak-ng' {
  type ESpeakNgModule = { FS: { readFile(path: string): Uint8Array } }
  type ESpeakNgOptions = {
    arguments: string[]
    print?: (line: string) => void
    printErr?: (line: string) => void
  }
  const ESpeakNg: (options: ESpeakNgOptions) => Promise<ESpeakNgModule>
  export default ESpeakNg
}
