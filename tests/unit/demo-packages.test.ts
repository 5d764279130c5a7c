import { describe, expect, it } from 'vitest'

import { SOFTWARE } from '@/seed/demo/data/support'
import { demoPackage, PACKAGE_FILES } from '@/seed/demo/packages'

/** The entries of a ZIP archive as its central directory lists them (name, stored bytes), read from its end record. */
function entries(archive: Buffer): { name: string; data: Buffer }[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(end).toBeGreaterThan(0)
  const count = archive.readUInt16LE(end + 10)
  let at = archive.readUInt32LE(end + 16)
  const found: { name: string; data: Buffer }[] = []
  for (let i = 0; i < count; i++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50)
    const size = archive.readUInt32LE(at + 20)
    const nameLength = archive.readUInt16LE(at + 28)
    const extra = archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32)
    const local = archive.readUInt32LE(at + 42)
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    expect(archive.readUInt32LE(local)).toBe(0x04034b50)
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28)
    found.push({ name, data: archive.subarray(start, start + size) })
    at += 46 + nameLength + extra
  }
  return found
}

describe('demo installer packages', () => {
  it('every product of the demo has one (no download link to a host that does not exist)', () => {
    expect(SOFTWARE.length).toBeGreaterThanOrEqual(6)
    for (const s of SOFTWARE) expect(Object.keys(s)).not.toContain('download')
  })

  it('is a valid ZIP with a readme, a licence and a guide that name the product and version', () => {
    for (const s of SOFTWARE) {
      const pkg = demoPackage(s)
      expect(pkg.name).toBe(`${s.alias}-${s.version}.zip`)
      const files = entries(pkg.data)
      expect(files.map((f) => f.name)).toEqual([...PACKAGE_FILES])
      const [readme, licence, guide] = files.map((f) => f.data)
      expect(readme.toString('utf8')).toContain(`${s.name.en} ${s.version}`)
      expect(readme.toString('utf8')).toContain(`${s.name.zh} ${s.version}`)
      expect(licence.toString('utf8')).toMatch(/licence of the sample package[\s\S]*示例安装包许可/)
      expect(guide.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      // Small: the repository and the seed stay light.
      expect(pkg.data.length).toBeLessThan(16 * 1024)
    }
  })

  it('is the same bytes at every seed (its checksum on the download page does not change)', () => {
    expect(demoPackage(SOFTWARE[0]).data.equals(demoPackage(SOFTWARE[0]).data)).toBe(true)
  })
})
