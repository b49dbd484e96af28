// The returns module as the rest of the server sees it (services.ts makes the one instance; other
// modules get its use-cases through ports, e.g. the tracking module's `ReturnsPort`).
export { createLabelMaker, type LabelMaker, offeredSettings, type RegisteredParcel } from './labels';
export { createReturnsService, type ReturnsDeps, type ReturnsService } from './service';
