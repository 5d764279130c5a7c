import { NotFoundView } from '@/components/pages/NotFoundView'

/** An unknown address or id: a 404 in the visitor's language, with the way back (see NotFoundPage). */
export default function NotFound() {
  return <NotFoundView />
}
