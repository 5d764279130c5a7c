import { inject } from 'vitest'

// The database and folders that global-setup.ts made, before any test imports the Payload config.
Object.assign(process.env, inject('testEnv'))
