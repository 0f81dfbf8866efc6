// Types of scripts/widget-build.mjs for the TypeScript packages that call it.

/** Why the widget needs building, or null when widget/dist is current. */
export declare function widgetBuildReason(): string | null;

/** Builds the widget when it is missing or stale; exits the process when the build fails. */
export declare function ensureWidgetBuilt(): void;
