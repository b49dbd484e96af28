// The assistant module as other modules see it (they import this file only; services.ts wires it).
export { registerHandoverEmails } from './handover';
export { createModelTurn } from './model-adapter';
export { conversationPersonalData } from './personal-data';
export type { AssistantPorts, OrderFacts, UnderstandingPort } from './ports';
export { assistantRoutes } from './routes';
export { type AssistantService, createAssistantService } from './service';
