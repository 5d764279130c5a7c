/**
 * The phone home page (contract 1): the same responsive home page as pc_index, with the same metadata (its canonical
 * URL is /pc_index).
 */
export { default, generateMetadata } from '../pc_index/page'
