/**
 * An image's version in the other language: given in its place in a site read of that language (afterRead), and
 * public whenever the image is (afterChange). They read other media: implemented in the content layer
 * (src/content/image-language.ts, src/content/media-visibility.ts).
 */
export { imageInReadLanguage } from '@/content/image-language'
export { checkOtherLanguageVersion } from '@/content/media-visibility'
