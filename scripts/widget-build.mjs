// Builds the partner widget (widget/dist: the loader and the booking app's hashed chunks) when it is missing
// or older than its sources.
import { buildReason, buildWhenNeeded } from './app-build.mjs';

/** What the widget's build is made from: its own files and the kit and SDK it imports. */
const SOURCES = [
  'widget/src',
  'widget/scripts/build.ts',
  'widget/package.json',
  'ui-kit/src',
  'ui-kit/package.json',
  'sdk/src',
  'scripts/precompress.mjs',
  'package-lock.json',
];

/** Why the widget needs building, or null when its build is current. */
export function widgetBuildReason() {
  return buildReason('widget/dist/expertbridge.js', SOURCES);
}

/** Builds the widget when it is missing or stale; exits the process when the build fails. */
export function ensureWidgetBuilt() {
  buildWhenNeeded('the widget', '@expertbridge/widget', widgetBuildReason());
}
