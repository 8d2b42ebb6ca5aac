/** The school's answer-card and machine-read settings: routes, and what other modules read. */
export { cardSettingsRoutes } from './card-settings.routes.js';
export { answerCardOptionsOf, cardOptionsOfWork, scanSettingsOf, workCardRepository, DEFAULT_SCAN_SETTINGS, type ScanSettings } from './card-settings.repository.js';
