/** Shapes of the demo content: every text is given in both languages, written separately for each. */
export type Lang = 'zh' | 'en'
export type L<T = string> = { zh: T; en: T }

type FeatureIcon = 'road' | 'bridge' | 'tunnel' | 'rail' | 'interchange' | 'chart' | 'cloud' | 'cube' | 'shield' | 'team' | 'factory' | 'camera'

export type Feature = { icon: FeatureIcon; title: L; text: L }

export type Figure = { value: string; unit: L; label: L }

