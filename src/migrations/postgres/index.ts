import * as migration_20261121_160922_initial from './20261121_160922_initial';
import * as migration_20261121_164341_lead_notifications from './20261121_164341_lead_notifications';

export const migrations = [
  {
    up: migration_20261121_160922_initial.up,
    down: migration_20261121_160922_initial.down,
    name: '20261121_160922_initial',
  },
  {
    up: migration_20261121_164341_lead_notifications.up,
    down: migration_20261121_164341_lead_notifications.down,
    name: '20261121_164341_lead_notifications'
  },
];
