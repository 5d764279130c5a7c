import type { FeatureGridBlock } from '@/payload-types'

type IconName = NonNullable<NonNullable<FeatureGridBlock['items']>[number]['icon']>

/** Line icons (24 × 24, stroke) for the feature grid; decorative. */
const PATHS: Record<IconName, string> = {
  road: 'M8 3 4 21M16 3l4 18M12 4v3M12 10v4M12 17v3',
  bridge: 'M2 17h20M4 17V9M20 17V9M2 9c4 0 6 4 10 4s6-4 10-4M8 17v-5M16 17v-5',
  tunnel: 'M3 20V12a9 9 0 0 1 18 0v8M7 20v-7a5 5 0 0 1 10 0v7M2 20h20',
  rail: 'M7 3v18M17 3v18M5 6h14M5 10h14M5 14h14M5 18h14',
  interchange: 'M12 3v18M3 12h18M12 12a5 5 0 1 0 0-.01',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8M20 16v-3',
  cloud: 'M7 18h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6 9.5 4.25 4.25 0 0 0 7 18Z',
  cube: 'M12 3 3 7.5v9L12 21l9-4.5v-9L12 3ZM3 7.5 12 12l9-4.5M12 12v9',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3ZM9 12l2 2 4-4',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6',
  factory: 'M3 21V10l5 3V10l5 3V10l5 3V4h3v17H3ZM7 17h2M12 17h2M17 17h2',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4V8ZM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
}

export function FeatureIcon({ name }: { name: IconName | null | undefined }) {
  const d = PATHS[name ?? 'cube'] ?? PATHS.cube
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
