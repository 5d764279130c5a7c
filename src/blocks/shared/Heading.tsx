import type React from 'react'

/** A heading at a given level (blocks sit under the page's h1: their own heading is an h2, items below it h3). */
export function Heading({
  level,
  className,
  children,
  id,
}: {
  level: 2 | 3 | 4
  className?: string
  children: React.ReactNode
  id?: string
}) {
  const Tag: 'h2' | 'h3' | 'h4' = `h${level}`
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  )
}

/** The level of the items of a block: one below the block's heading, or h2 when the block has none. */
export function itemLevel(hasHeading: boolean): 2 | 3 {
  return hasHeading ? 3 : 2
}
