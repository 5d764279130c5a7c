import { maskPhone } from '@/lib/validators'

/** The phone column of the leads list: the middle four digits hidden (the full number is in the document). */
export function MaskedPhoneCell({ cellData }: { cellData?: unknown }) {
  return <span>{maskPhone(typeof cellData === 'string' || typeof cellData === 'number' ? cellData : '')}</span>
}
