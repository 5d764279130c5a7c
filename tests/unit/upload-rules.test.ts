import { describe, expect, it } from 'vitest'

import { checkUpload, formatBytes, kindOfUpload, refusedForField, uploadMessage, wrongKindMessage } from '@/lib/upload-rules'

const MB = 1024 * 1024
const limits = { maxBytes: 100 * MB, maxImageBytes: 20 * MB }

describe('upload rules', () => {
  it('knows images, videos and download files by type and extension together', () => {
    expect(kindOfUpload({ name: 'a.PNG', mimetype: 'image/png' })).toBe('image')
    expect(kindOfUpload({ name: 'clip.mp4', mimetype: 'video/mp4' })).toBe('video')
    expect(kindOfUpload({ name: 'setup.exe', mimetype: 'application/octet-stream' })).toBe('file')
    expect(kindOfUpload({ name: 'manual.pdf', mimetype: 'application/pdf' })).toBe('file')
    expect(kindOfUpload({ name: 'lesson.zh.vtt', mimetype: 'text/vtt' })).toBe('caption')
    expect(kindOfUpload({ name: 'lesson.vtt', mimetype: 'application/octet-stream' })).toBe('caption')
    expect(kindOfUpload({ name: 'lesson.srt', mimetype: 'text/vtt' })).toBeNull()
    // A type that does not match its extension, or a type not accepted at all.
    expect(kindOfUpload({ name: 'photo.exe', mimetype: 'image/png' })).toBeNull()
    expect(kindOfUpload({ name: 'notes.txt', mimetype: 'text/plain' })).toBeNull()
    expect(kindOfUpload({ name: 'page.html', mimetype: 'application/octet-stream' })).toBeNull()
  })

  it('refuses a file over the limit of its kind, or cut off by the upload limit', () => {
    expect(checkUpload({ name: 'a.jpg', mimetype: 'image/jpeg', size: 20 * MB }, limits)).toBeNull()
    expect(checkUpload({ name: 'a.jpg', mimetype: 'image/jpeg', size: 20 * MB + 1 }, limits)).toEqual({
      code: 'size',
      name: 'a.jpg',
      limit: 20 * MB,
      kind: 'image',
    })
    expect(checkUpload({ name: 'v.mp4', mimetype: 'video/mp4', size: 50 * MB }, limits)).toBeNull()
    expect(checkUpload({ name: 'v.mp4', mimetype: 'video/mp4', size: 100 * MB, truncated: true }, limits)?.code).toBe('size')
    expect(checkUpload({ name: 'x.txt', mimetype: 'text/plain', size: 10 }, limits)?.code).toBe('type')
  })

  it('refuses anything but an image where only images go', () => {
    expect(checkUpload({ name: 'v.mp4', mimetype: 'video/mp4', size: 10 }, limits, true)?.code).toBe('notImage')
    expect(checkUpload({ name: 'a.webp', mimetype: 'image/webp', size: 10 }, limits, true)).toBeNull()
  })

  it('explains the refusal in the editor’s language', () => {
    const size = { code: 'size', name: 'big.png', limit: 20 * MB, kind: 'image' } as const
    expect(uploadMessage(size, 'zh')).toBe('“big.png”太大：图片最大 20 MB。')
    expect(uploadMessage(size, 'en')).toBe('“big.png” is too large: images may be at most 20 MB.')
    expect(uploadMessage({ code: 'type', name: 'a.txt' }, 'zh')).toMatch(/^无法上传“a.txt”：不支持此文件类型/)
    expect(uploadMessage({ code: 'type', name: 'a.txt' }, 'en')).toMatch(/^“a.txt” cannot be uploaded: this type of file is not accepted/)
    expect(wrongKindMessage('image', 'zh')).toContain('只能选择图片')
    expect(wrongKindMessage('video', 'en')).toContain('Choose a video')
    expect(wrongKindMessage('caption', 'zh')).toBe('此处只能选择 WebVTT 字幕文件（.vtt）。')
  })

  it('formats sizes', () => {
    expect(formatBytes(1024 * MB)).toBe('1 GB')
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB')
    expect(formatBytes(512)).toBe('512 B')
  })
})

import { restoredErrorBody } from '@/lib/public-errors'

describe('public error messages', () => {
  it('puts back a public message and its details that the REST answer lost', () => {
    const data = { errors: [{ path: 'cover', message: '此处只能选择图片' }] }
    expect(
      restoredErrorBody(
        { message: '下面的字段是无效的： 封面', data, isPublic: true, name: 'o' },
        { errors: [{ message: '下面的字段是无效的： 封面' }] },
      ),
    ).toEqual({
      errors: [{ name: 'Error', message: '下面的字段是无效的： 封面', data }],
    })
    expect(
      restoredErrorBody({ message: 'Invalid JSON', isPublic: true, name: '' }, { errors: [{ message: 'An unknown error occurred.' }] }),
    ).toEqual({
      errors: [{ name: 'Error', message: 'Invalid JSON' }],
    })
  })

  it('leaves complete answers and internal errors alone', () => {
    expect(restoredErrorBody({ message: 'x', isPublic: true, data: { a: 1 } }, { errors: [{ message: 'x', data: { a: 1 } }] })).toBeNull()
    expect(restoredErrorBody({ message: 'secret stack', isPublic: false }, { errors: [{ message: 'Something went wrong.' }] })).toBeNull()
  })
})

describe('refusedForField (before an upload)', () => {
  it('lets files of the field’s kind through and names the first file of another kind, in the admin language', () => {
    expect(refusedForField([{ name: 'cover.webp', type: 'image/webp' }], 'image', 'zh')).toBeNull()
    expect(refusedForField([{ name: 'demo.mp4', type: 'video/mp4' }], 'video', 'en')).toBeNull()
    expect(refusedForField([{ name: 'manual.pdf', type: 'application/pdf' }], 'image', 'zh')).toBe(
      'manual.pdf: 此处只能选择图片（PNG、JPG、WebP、GIF、AVIF）。',
    )
    expect(
      refusedForField(
        [
          { name: 'a.png', type: 'image/png' },
          { name: 'b.exe', type: '' },
        ],
        'image',
        'en',
      ),
    ).toBe('b.exe: Choose an image (PNG, JPG, WebP, GIF or AVIF) for this field.')
    expect(refusedForField([{ name: 'clip.png', type: 'image/png' }], 'video', 'en')).toBe(
      'clip.png: Choose a video (MP4 or WebM) for this field.',
    )
  })

  it('an image named like one but sent as another type is refused', () => {
    expect(refusedForField([{ name: 'fake.jpg', type: 'application/pdf' }], 'image', 'en')).not.toBeNull()
  })
})
