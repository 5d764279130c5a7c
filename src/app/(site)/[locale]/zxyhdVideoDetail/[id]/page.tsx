/**
 * The same video page as videoDetail (spec section 2 names both routes); only the address differs. Route segment
 * config must be a literal in each file, so it is repeated here.
 */
export const dynamicParams = true

export { default, generateMetadata, generateStaticParams } from '../../videoDetail/[id]/page'
