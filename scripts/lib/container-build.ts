/**
 * The command lines of `npm run docker:build-local` (scripts/docker-build-local.ts), kept free of side effects so
 * that a unit test can hold them against the Dockerfile without an engine.
 */

/** Debian's own mirror: the only place the base image's packages come from. */
const DEBIAN_MIRROR = 'http://deb.debian.org/debian'
const DEBIAN_SUITE = 'bookworm'
/** The Dockerfile's `ARG` that names the base image of every stage. */
export const BASE_IMAGE_ARG = 'NODE_IMAGE'
/** Where Node goes inside the base image: the layout of the official node images. */
export const NODE_PREFIX = '/usr/local'

/** Node trusts the image's CA store too (Debian's, plus the extra certificates of the host that made the base). */
const NODE_CA_ENV = 'NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt'

export type Flags = {
  storageDriver?: string
  cgroupManager?: string
  /** OCI runtime (runc where crun refuses this host's cgroups). */
  runtime?: string
  isolation?: string
  /** `--ulimit` values within what the host grants (podman's defaults for root ask for more). */
  ulimits?: string[]
}

/** Options every podman call takes (storage driver and cgroup manager chosen for this host). */
export function podmanGlobal(flags: Flags): string[] {
  return [
    ...(flags.storageDriver ? [`--storage-driver=${flags.storageDriver}`] : []),
    ...(flags.cgroupManager ? [`--cgroup-manager=${flags.cgroupManager}`] : []),
    ...(flags.runtime ? [`--runtime=${flags.runtime}`] : []),
  ]
}

/** The limits the container's processes get (`podman run` and the build's RUN steps). */
export function ulimitArgs(flags: Flags): string[] {
  return (flags.ulimits ?? []).flatMap((u) => ['--ulimit', u])
}

/** A minimal Debian bookworm root file system from Debian's packages (CA certificates for npm's https). */
export function debootstrapArgs(rootfs: string): string[] {
  return ['--variant=minbase', '--include=ca-certificates', DEBIAN_SUITE, rootfs, DEBIAN_MIRROR]
}

/** The base image's name carries the Node version it holds, so a new Node makes a new base. */
export function baseImageName(nodeVersion: string): string {
  return `localhost/node-bookworm-local:${nodeVersion.replace(/^v/, '')}`
}

export function importArgs(flags: Flags, tarball: string, image: string): string[] {
  return [...podmanGlobal(flags), 'import', '--change', `ENV ${NODE_CA_ENV}`, '--change', 'CMD ["node"]', tarball, image]
}

export type BuildOptions = { baseImage: string; image: string; context: string; serverUrl: string }

/** `podman build` of the project's Dockerfile on the local base image; npm reaches its registry over the host's network. */
export function buildArgs(flags: Flags, o: BuildOptions): string[] {
  return [
    ...podmanGlobal(flags),
    'build',
    '--network=host',
    ...(flags.isolation ? [`--isolation=${flags.isolation}`] : []),
    ...ulimitArgs(flags),
    '-f',
    `${o.context}/Dockerfile`,
    '-t',
    o.image,
    '--build-arg',
    `${BASE_IMAGE_ARG}=${o.baseImage}`,
    '--build-arg',
    `SERVER_URL=${o.serverUrl}`,
    o.context,
  ]
}

export type RunOptions = { name: string; image: string; port: number; databaseUrl: string; secret: string }

/** The image started as it would be in production, on the host's network against a local PostgreSQL. */
export function runArgs(flags: Flags, o: RunOptions): string[] {
  const env = {
    PORT: String(o.port),
    SERVER_URL: `http://127.0.0.1:${o.port}`,
    DATABASE_URL: o.databaseUrl,
    PAYLOAD_SECRET: o.secret,
  }
  return [
    ...podmanGlobal(flags),
    'run',
    '-d',
    '--name',
    o.name,
    '--network=host',
    ...ulimitArgs(flags),
    ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
    o.image,
  ]
}

/** SIGTERM (the image's STOPSIGNAL), SIGKILL only after `grace` seconds. */
export function stopArgs(flags: Flags, name: string, grace: number): string[] {
  return [...podmanGlobal(flags), 'stop', '-t', String(grace), name]
}
