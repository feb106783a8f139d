/** Time rules in the location's zone (spec 4.1, 9): zone math, open hours, slots, status messages. */
export * from './zoned';
export * from './open-hours';
export * from './slots';
export * from './status';
