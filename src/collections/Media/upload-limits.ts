import { env } from '@/env'

/** Upload size limit (bytes) for one file (MAX_UPLOAD_MB, default 1 GB: installers may be large). */
export const MAX_UPLOAD_BYTES = env.maxUploadBytes
/** Upload size limit (bytes) for one image (MAX_IMAGE_MB, default 20 MB). */
export const MAX_IMAGE_BYTES = env.maxImageBytes
