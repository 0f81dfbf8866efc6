// Types of scripts/portal-build.mjs for the TypeScript packages that call it.

/** Why the portal needs building, or null when portal/dist is current. */
export declare function portalBuildReason(): string | null;

/** Builds the portal when it is missing or stale; exits the process when the build fails. */
export declare function ensurePortalBuilt(): void;
