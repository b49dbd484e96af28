// The evidence module as other modules see it (they import this file only; services.ts wires the
// instances and adapts the service to the claims module's EvidencePort).
export type { AttachmentView } from './service';
