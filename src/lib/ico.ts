/**
 * A Windows icon file (`.ico`) holding PNG images, as every current browser reads `/favicon.ico`: a 6-byte header,
 * one 16-byte entry per image (its size, 0 meaning 256, and where its bytes start), then the PNG files as they are.
 */
export type IcoImage = { size: number; png: Uint8Array }

export function icoFromPngs(images: IcoImage[]): Buffer {
  if (images.length === 0) throw new Error('an icon needs at least one image')
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1: icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, i) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`icon size out of range: ${size}`)
    const entry = 6 + 16 * i
    header.writeUInt8(size === 256 ? 0 : size, entry)
    header.writeUInt8(size === 256 ? 0 : size, entry + 1)
    header.writeUInt8(0, entry + 2) // no palette
    header.writeUInt8(0, entry + 3) // reserved
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((image) => Buffer.from(image.png))])
}
