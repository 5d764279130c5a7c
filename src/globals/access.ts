import type { GlobalConfig } from 'payload'

import { editors } from '@/access/roles'

/** Globals are public to read (the site shows them) and edited by editors and admins. */
export const globalAccess: GlobalConfig['access'] = { read: () => true, update: editors, readVersions: editors }
