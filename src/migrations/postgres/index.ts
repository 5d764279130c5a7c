import * as migration_20261121_160922_initial from './20261121_160922_initial';

export const migrations = [
  {
    up: migration_20261121_160922_initial.up,
    down: migration_20261121_160922_initial.down,
    name: '20261121_160922_initial'
  },
];
