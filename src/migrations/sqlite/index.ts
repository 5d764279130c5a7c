import * as migration_20261121_160916_initial from './20261121_160916_initial';

export const migrations = [
  {
    up: migration_20261121_160916_initial.up,
    down: migration_20261121_160916_initial.down,
    name: '20261121_160916_initial'
  },
];
