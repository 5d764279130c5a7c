import type { TranslationState } from './translation-state'

/** The list URL's query of the documents whose English is in `state` (the filters above lists, the dashboard). */
export function translationFilterQuery(state: TranslationState): string {
  return `${encodeURIComponent('where[translation.enState][equals]')}=${state}`
}
