import crypto from 'node:crypto'
import fs from 'node:fs'

/**
 * The SHA-256 (hex) of an uploaded file as Payload hands it over: in memory (`data`) or, for large files, in a
 * temporary file (`tempFilePath`, the upload's `useTempFiles`), read as a stream.
 */
export async function sha256OfUpload(file: { data?: Buffer; tempFilePath?: string }): Promise<string> {
  const hash = crypto.createHash('sha256')
  if (file.tempFilePath && fs.existsSync(file.tempFilePath) && !(file.data && file.data.length > 0)) {
    for await (const chunk of fs.createReadStream(file.tempFilePath)) hash.update(chunk as Buffer)
  } else {
    hash.update(file.data ?? Buffer.alloc(0))
  }
  return hash.digest('hex')
}

/** The bytes of a small uploaded file (a caption file), from memory or its temporary file. */
export async function readUpload(file: { data?: Buffer; tempFilePath?: string }): Promise<Buffer> {
  if (file.data && file.data.length > 0) return file.data
  if (file.tempFilePath && fs.existsSync(file.tempFilePath)) return fs.promises.readFile(file.tempFilePath)
  return Buffer.alloc(0)
}
