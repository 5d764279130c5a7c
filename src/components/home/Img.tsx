import type { Picture } from '@/content/home'

/** An image of the content layer, with its sizes; lazy unless it is the page's first, largest image. */
export function Img({
  picture,
  sizes,
  className,
  priority = false,
  alt,
}: {
  picture: Picture
  sizes: string
  className?: string
  priority?: boolean
  /** Overrides the image's own text (an empty string marks a decorative image). */
  alt?: string
}) {
  return (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcSet || undefined}
      sizes={picture.srcSet ? sizes : undefined}
      alt={alt ?? picture.alt}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
