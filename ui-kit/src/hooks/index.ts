export * from './admin.js';
export * from './auth.js';
export * from './authEvents.js';
export * from './catalogue.js';
export * from './favorites.js';
export * from './onboarding.js';
export * from './session.js';
