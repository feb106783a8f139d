/** Time rules in the location's zone: zone math, open hours, slots, status messages. */
export * from './zoned';
export * from './open-hours';
export * from './slots';
export * from './status';
export * from './hour-cycle';
export * from './list-zone';
export * from './clock';
