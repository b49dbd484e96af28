// The data-rights module as the rest of the server sees it (services.ts makes the one instance and
// registers each module's section).
export { type ErasedPart, exportedTimelineEntry, type OrderRef, type PersonalDataSection } from './registry';
export { dataRightsRoutes } from './routes';
export { createDataRights, type DataRights } from './service';
