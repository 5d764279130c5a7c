'use client'
import { FieldDescription, PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * "Current password" on one's own account (src/collections/Users/): a password input that may stay empty (it is
 * checked on the server only when a new password is set), filled by password managers as the current password,
 * with the field's description under it.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const at = path ?? field.name
  return (
    <div>
      <PasswordField autoComplete="current-password" field={field} path={at} validate={() => true} />
      <FieldDescription description={field.admin?.description} path={at} />
    </div>
  )
}
