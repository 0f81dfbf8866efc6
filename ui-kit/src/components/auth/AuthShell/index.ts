export { AuthShell, type AuthShellProps } from './AuthShell.js';
