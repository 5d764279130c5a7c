import type { Payload } from 'payload'

import { seedFixtures } from '../fixtures'

/** The full demo company. Until the demo content lands, the fixtures stand in for it. */
export async function seedDemo(payload: Payload): Promise<void> {
  await seedFixtures(payload)
}
