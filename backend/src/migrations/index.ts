import * as migration_20261122_015457_initial from './20261122_015457_initial';

export const migrations = [
  {
    up: migration_20261122_015457_initial.up,
    down: migration_20261122_015457_initial.down,
    name: '20261122_015457_initial'
  },
];
