/**
 * The files Payload is about to write, refused at once when MEDIA_DIR has no room for them and removed when the request
 * fails: the last beforeChange hook, part of the server's guard of the disk (src/server/upload-disk-full.ts).
 */
export { planUploadWrites } from '@/server/upload-disk-full'
