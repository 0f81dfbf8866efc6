export { DirectorySearch, type DirectorySearchProps } from './DirectorySearch.js';
