import { stateFieldName, type TranslationState } from './translation-state'

/** The list filter's parameter for a language's state (`where[translation.enState][equals]`). */
export function translationFilterParam(locale: string): string {
  return `where[translation.${stateFieldName(locale)}][equals]`
}

/** The list URL's query of the documents whose `locale` is in `state` (the filters above lists, the dashboard). */
export function translationFilterQuery(state: TranslationState, locale: string): string {
  return `${encodeURIComponent(translationFilterParam(locale))}=${state}`
}
