/** A tiny concurrency limiter for the media uploads. */
/** Runs at most `size` tasks at a time. */
export function limiter(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0
  const queue: Array<() => void> = []
  const next = () => {
    if (active >= size) return
    const start = queue.shift()
    if (start) {
      active += 1
      start()
    }
  }
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active -= 1
            next()
          })
      })
      next()
    })
}
