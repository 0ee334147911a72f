export * from './common';
export * from './subject-content';
export * from './library';
export * from './maps';
export * from './csat';
export * from './compose';
export * from './news';
