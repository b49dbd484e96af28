// The tracking module as other modules see it: a package's tracking summary, which the orders hub
// (issue 13) shows on each package beside what the tracking calls show.
export { delaySettingsOf, summaryOf } from './package-view';
export { packageTrackingOfOrders } from './reads';
export type { PackageTrackingRow } from './repository';
export type { TrackingChange, TrackingListener } from './tracking-context';
