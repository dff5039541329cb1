/** Item analysis (analisis butir soal, docs/decisions/0023): pure statistics over aggregated counts. */
export * from './aggregate';
export * from './analyse';
export * from './attempts';
export * from './classify';
export * from './groups';
export * from './indices';
export * from './item';
export * from './test-stats';
