// Test doubles for the apps built from the kit (the widget's and the portal's tests): the widget's API in
// memory and a stand-in for Stripe.js. Never imported by the kit's own components.
export * from './stripeStandIn.js';
export { exampleResponse } from '../mocks/examples.js';
export { expert } from '../mocks/fixtures.js';
export { respond } from '../mocks/handlers.js';
export { mockFetch } from '../mocks/mockFetch.js';
export { PARTNER_KEY, widgetApi, type WidgetApiDouble } from '../mocks/widget.js';
